import { describe, expect, it } from 'vitest';
import {
  canMoveRequest,
  isFinalRequestStatus,
  maintenanceFormSchema,
  nextRequestStatuses,
  requestNumber,
  REQUEST_NUMBER_PATTERN,
  satFormSchema,
  serviceRequestInputSchema,
  SERVICE_REQUEST_STATUSES,
  sniffAttachment,
  standardisationFormSchema,
  statusChangeSchema,
  warrantyOf,
} from './service-requests.ts';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('a request’s number', () => {
  it('is the kind’s prefix and six digits at least', () => {
    expect(requestNumber('sat', 123)).toBe('SAT-000123');
    expect(requestNumber('maintenance', 7)).toBe('MNT-000007');
    expect(requestNumber('standardisation', 1_234_567)).toBe('STD-1234567');
    expect(REQUEST_NUMBER_PATTERN.test('SAT-000123')).toBe(true);
    expect(REQUEST_NUMBER_PATTERN.test('SAT-12')).toBe(false);
  });
});

describe('a request’s life', () => {
  it('moves forward by staff: received → accepted → in progress → done → closed', () => {
    expect(canMoveRequest('received', 'accepted', 'staff')).toBe(true);
    expect(canMoveRequest('accepted', 'in_progress', 'staff')).toBe(true);
    expect(canMoveRequest('in_progress', 'done', 'staff')).toBe(true);
    expect(canMoveRequest('done', 'closed', 'staff')).toBe(true);
  });

  it('is rejected by staff only before the work starts, and never skips a step', () => {
    expect(canMoveRequest('received', 'rejected', 'staff')).toBe(true);
    expect(canMoveRequest('accepted', 'rejected', 'staff')).toBe(true);
    expect(canMoveRequest('in_progress', 'rejected', 'staff')).toBe(false);
    expect(canMoveRequest('received', 'done', 'staff')).toBe(false);
    expect(canMoveRequest('accepted', 'received', 'staff')).toBe(false);
  });

  it('can be cancelled by the customer only while nobody has taken it', () => {
    expect(nextRequestStatuses('received', 'customer')).toEqual(['cancelled']);
    expect(canMoveRequest('accepted', 'cancelled', 'customer')).toBe(false);
    expect(canMoveRequest('received', 'accepted', 'customer')).toBe(false);
    expect(canMoveRequest('received', 'cancelled', 'staff')).toBe(false);
  });

  it('ends in closed, rejected or cancelled, and nowhere else', () => {
    const finals = SERVICE_REQUEST_STATUSES.filter(isFinalRequestStatus);
    expect(finals.sort()).toEqual(['cancelled', 'closed', 'rejected']);
  });

  it('asks the scheduled date to accept and the reason to reject', () => {
    expect(issuesOf(statusChangeSchema.safeParse({ estat: 'accepted' }))).toEqual([
      ['dataPrevista', expect.any(String)],
    ]);
    expect(statusChangeSchema.safeParse({ estat: 'accepted', dataPrevista: '2026-12-01' }).success).toBe(
      true,
    );
    expect(issuesOf(statusChangeSchema.safeParse({ estat: 'rejected', motiu: '  ' }))).toEqual([
      ['motiu', 'validation.required'],
    ]);
    expect(statusChangeSchema.safeParse({ estat: 'cancelled' }).success).toBe(false);
  });
});

describe('the warranty', () => {
  it('runs 24 months from the purchase, the last day included', () => {
    expect(warrantyOf('2025-03-15', '2027-03-15')).toBe('in');
    expect(warrantyOf('2025-03-15', '2027-03-16')).toBe('out');
    expect(warrantyOf('2025-03-15', '2025-03-15')).toBe('in');
  });

  it('ends on 28 February for a machine bought on 29 February', () => {
    expect(warrantyOf('2024-02-29', '2026-02-28')).toBe('in');
    expect(warrantyOf('2024-02-29', '2026-03-01')).toBe('out');
  });
});

describe('attachments by their content', () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0, 0, 0, 0, 0]);
  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffAttachment(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffAttachment(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect(sniffAttachment(webp)).toBe('image/webp');
    expect(sniffAttachment(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses an executable renamed .jpg, a WAV (RIFF but not WebP), text, and files too short to tell', () => {
    expect(sniffAttachment(new TextEncoder().encode('MZ\u0090\u0000 this program'))).toBeNull();
    expect(sniffAttachment(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffAttachment(new TextEncoder().encode('hello, world'))).toBeNull();
    expect(sniffAttachment(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffAttachment(new Uint8Array([]))).toBeNull();
  });
});

describe('the forms', () => {
  const contact = { personaContacte: 'Marta Puig', telefonContacte: '+34 930 000 001' };
  const sat = {
    codigoProducto: 'EQ-MIG',
    numeroSerie: 'MIG250-0042',
    dataCompra: '2025-06-01',
    averia: 'Does not feed the wire.',
    lliurament: 'bring',
    datesPreferides: ['2026-12-01'],
    ...contact,
  };

  it('takes a SAT request with a purchase date or an order, brought in or collected from an address', () => {
    expect(satFormSchema.safeParse(sat).success).toBe(true);
    const { dataCompra: _d, ...withOrder } = sat;
    expect(satFormSchema.safeParse({ ...withOrder, codigoPedido: 'WEB-0001000' }).success).toBe(true);
    expect(satFormSchema.safeParse({ ...sat, lliurament: 'collect', idContacte: 3 }).success).toBe(true);
  });

  it('asks for the address to collect from, the purchase, and at most three dates', () => {
    const { dataCompra: _d, ...noPurchase } = sat;
    expect(issuesOf(satFormSchema.safeParse(noPurchase))).toEqual([
      ['dataCompra', 'serviceRequests.purchaseNeeded'],
    ]);
    expect(issuesOf(satFormSchema.safeParse({ ...sat, lliurament: 'collect' }))).toEqual([
      ['idContacte', 'validation.required'],
    ]);
    expect(
      issuesOf(
        satFormSchema.safeParse({
          ...sat,
          datesPreferides: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
        }),
      ),
    ).toEqual([['datesPreferides', 'serviceRequests.tooManyDates']]);
    expect(issuesOf(satFormSchema.safeParse({ ...sat, telefonContacte: 'call me' }))).toEqual([
      ['telefonContacte', 'validation.phone'],
    ]);
    expect(issuesOf(satFormSchema.safeParse({ ...sat, averia: 'x\u0000' }))).toEqual([
      ['averia', 'validation.invalidCharacters'],
    ]);
  });

  it('takes maintenance for one or more machines at one of the customer’s addresses', () => {
    const form = {
      tipus: 'inspection_60974_4',
      maquines: [{ codigoProducto: 'EQ-MIG' }, { codigoProducto: 'EQ-TIG', numeroSerie: 'T-1' }],
      idContacte: 3,
      datesPreferides: ['2026-12-01'],
      anual: true,
      ...contact,
    };
    expect(maintenanceFormSchema.safeParse(form).success).toBe(true);
    expect(issuesOf(maintenanceFormSchema.safeParse({ ...form, maquines: [] }))).toEqual([
      ['maquines', 'validation.required'],
    ]);
  });

  it('takes a standardisation service with its quantity, processes and materials', () => {
    const form = {
      tipus: 'welder_iso_9606',
      quantitat: 4,
      processos: ['135', '141'],
      materials: 'S355, 316L',
      idContacte: 3,
      datesPreferides: ['2026-12-01'],
      ...contact,
    };
    expect(standardisationFormSchema.safeParse(form).success).toBe(true);
    expect(issuesOf(standardisationFormSchema.safeParse({ ...form, quantitat: 0 }))).toEqual([
      ['quantitat', 'validation.tooSmall'],
    ]);
    expect(standardisationFormSchema.safeParse({ ...form, processos: ['999'] }).success).toBe(false);
    expect(standardisationFormSchema.safeParse({ ...form, quantitat: 2_147_483_648 }).success).toBe(false);
  });

  it('tells the three kinds apart by `tipus`', () => {
    expect(serviceRequestInputSchema.safeParse({ tipus: 'sat', dades: sat }).success).toBe(true);
    expect(serviceRequestInputSchema.safeParse({ tipus: 'maintenance', dades: sat }).success).toBe(false);
    expect(serviceRequestInputSchema.safeParse({ tipus: '__proto__', dades: sat }).success).toBe(false);
  });
});
