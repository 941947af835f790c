// The request forms' errors read as the server words them: the schema's own message keys, the
// limits they name filled in, whole paths for the rows of lists, and a refusal's field errors
// with the multipart part's `dades.` prefix dropped.
import { maintenanceFormSchema, standardisationFormSchema } from '@portal/domain/service-requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api/api-error.ts';
import { applyLanguage } from '#shared/i18n/i18n.ts';
import { refusalText } from '#shared/forms/server-refusal.ts';
import { dadesErrors, refusalFieldErrors } from './form-errors.ts';

beforeAll(() => applyLanguage('en'));

const contact = { personaContacte: 'Anna', telefonContacte: '+34 600 000 000' };

describe('request form errors', () => {
  it('keys errors by whole path, with the limits the message names', () => {
    expect(
      dadesErrors(maintenanceFormSchema, {
        tipus: 'preventive',
        maquines: [{ codigoProducto: 'MIG-250' }, { codigoProducto: ' ' }],
        idContacte: 11,
        datesPreferides: ['2026-07-01', '2026-02-30'],
        anual: false,
        ...contact,
      }),
    ).toEqual({
      'maquines.1.codigoProducto': 'This field is required.',
      'datesPreferides.1': 'Invalid date.',
    });
    expect(
      dadesErrors(standardisationFormSchema, {
        tipus: 'welder_iso_9606',
        quantitat: 0,
        processos: [],
        materials: 'x'.repeat(101),
        idContacte: 11,
        datesPreferides: ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04'],
        ...contact,
      }),
    ).toEqual({
      quantitat: 'The value must be at least 1.',
      processos: 'This field is required.',
      materials: 'The text cannot be longer than 100 characters.',
      datesPreferides: 'Give at most three dates.',
    });
  });

  it("keeps a refusal's own words on its fields, without the multipart part's prefix", () => {
    const error = new ApiError(
      400,
      {
        error: 'validation',
        missatge: 'errors.validation',
        error_description: 'Some fields are not valid.',
        errors: [
          {
            field: 'dades.numeroSerie',
            missatge: 'validation.required',
            error_description: 'Camp obligatori.',
          },
          { field: 'idContacte', missatge: 'serviceRequests.unknownAddress', error_description: '' },
        ],
      },
      '',
    );
    expect(refusalFieldErrors(error)).toEqual({
      numeroSerie: 'Camp obligatori.',
      idContacte: "Choose one of your company's addresses.",
    });
    expect(refusalFieldErrors(new ApiError(500, null, 'Boom'))).toBeNull();
    expect(refusalText(new ApiError(500, null, 'Boom'))).toBe('Boom');
    expect(refusalText(new TypeError('Failed to fetch'))).toBe(
      'The server could not be reached. Check the connection and try again.',
    );
  });
});
