// The after-sales form through the real router (/sat?nova=1): checked with the domain schema
// before anything is sent, with the server's own messages on the fields and the focus on the
// first; sent as multipart (`dades` JSON + `fitxers`) with one Idempotency-Key that a double click
// or a retry keeps; refusals on their fields; the warranty told from the purchase date; files
// checked on the client; and the form pre-filled from an order of the history.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { dadesOf, detail, equipment, filesOf, requestsServer } from './testing/requests-server.ts';
import { type } from '../../../testing/queries.ts';
import { choose, errorOf, REQUIRED, send, setUpFormTests, slow } from './testing/form-tests.ts';
import { envelope, refusal, type SeenRequest } from '../../../testing/fake-api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF = new Uint8Array([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)));
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

setUpFormTests();

const field = (name: RegExp) => screen.getByRole('textbox', { name });

function pickFiles(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

async function openForm(path = '/sat?nova=1') {
  const view = await renderApp(path, 'en');
  await screen.findByRole('heading', { level: 1, name: 'New after-sales service request' }, slow);
  await screen.findByRole('button', { name: 'Send the request' }, slow);
  return view;
}

/** Fills what every SAT request needs besides the machine. */
function fillTheRest() {
  type(field(/^Serial number/), ' 4711 ');
  type(field(/^Fault/), 'No arc when the torch trigger is pressed.');
  type(field(/^Preferred date 1/), '01/07/2026');
  type(field(/^Contact phone/), '+34 600 000 000');
}

describe('after-sales service form', { timeout: 60_000 }, () => {
  it('checks the form before sending: the server’s messages on the fields and the focus on the first', async () => {
    const server = requestsServer({ 'GET /sat/equips': () => envelope([equipment()]) });
    await openForm();
    const machine = await screen.findByRole('textbox', { name: /^Machine/ }, slow);
    await waitFor(() => expect(machine).toHaveProperty('disabled', false), slow);
    expect(field(/^Contact person/)).toHaveProperty('value', 'Lucía Gómez');
    send();

    await waitFor(() => expect(document.activeElement).toBe(machine), slow);
    expect(machine.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(machine)).toContain(REQUIRED);
    for (const name of [/^Serial number/, /^Fault/, /^Preferred date 1/, /^Contact phone/])
      expect(errorOf(field(name)), String(name)).toContain(REQUIRED);
    type(field(/^Contact phone/), 'call me');
    send();
    await waitFor(() => expect(errorOf(field(/^Contact phone/))).toContain('Invalid phone number'), slow);
    expect(server.calls('POST', '/sat/solicitud')).toHaveLength(0);
  });

  it('sends dades and files as multipart with one Idempotency-Key, then opens the new request', async () => {
    const server = requestsServer({
      'GET /sat/equips': () =>
        envelope([
          equipment(),
          equipment({
            codigoProducto: 'TIG-180',
            nombre: 'TIG 180 DC',
            codigoPedido: 'P-2026-000008',
            dataCompra: '2026-01-10',
          }),
        ]),
      'POST /sat/solicitud': () => envelope(detail(), 'serviceRequests.created', 201),
    });
    const { router } = await openForm();
    const machine = await screen.findByRole('textbox', { name: /^Machine/ }, slow);
    await waitFor(() => expect(machine).toHaveProperty('disabled', false), slow);
    choose(machine, 'TIG 180 DC (TIG-180) · order P-2026-000008 of 10/01/2026');
    expect(await screen.findByText('In warranty until 10/01/2028.', {}, slow)).toBeDefined();
    fillTheRest();
    pickFiles(
      new File([JPEG], 'front.jpg', { type: 'image/jpeg' }),
      new File([PDF], 'invoice.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('button', { name: 'Remove front.jpg' }, slow)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Remove invoice.pdf' })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Collect it from one of our addresses' }));
    const address = await screen.findByRole('textbox', { name: /^Collection address/ }, slow);
    await waitFor(() => expect(address).toHaveProperty('disabled', false), slow);
    choose(address, 'Obra Getafe Norte, Avenida del Arco 3, 28906 Getafe');
    fireEvent.click(screen.getByRole('button', { name: 'Add another date' }));
    type(field(/^Preferred date 2/), '03/07/2026');

    send();
    send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/solicitud'), slow);
    expect(router.state.location.search).toBe('?numero=SAT-000012');
    expect(
      await screen.findByText(
        'Request SAT-000012 sent. We will write to you at every change of status.',
        {},
        slow,
      ),
    ).toBeDefined();

    const posts = server.calls('POST', '/sat/solicitud');
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    expect(post.headers['idempotency-key']).toMatch(UUID);
    expect(post.headers.authorization).toBe('Bearer access-1');
    expect(post.headers['content-type']).toBeUndefined();
    expect(dadesOf(post)).toEqual({
      codigoProducto: 'TIG-180',
      codigoPedido: 'P-2026-000008',
      numeroSerie: '4711',
      averia: 'No arc when the torch trigger is pressed.',
      lliurament: 'collect',
      idContacte: 12,
      datesPreferides: ['2026-07-01', '2026-07-03'],
      personaContacte: 'Lucía Gómez',
      telefonContacte: '+34 600 000 000',
    });
    expect(filesOf(post).map((file) => [file.name, file.size])).toEqual([
      ['front.jpg', JPEG.length],
      ['invoice.pdf', PDF.length],
    ]);
  });

  it('a machine not bought through the portal needs its purchase date, which tells the warranty', async () => {
    const server = requestsServer({
      'GET /sat/equips': () => envelope([equipment()]),
      'POST /sat/solicitud': () => envelope(detail({ numero: 'SAT-000013' }), 'serviceRequests.created', 201),
    });
    await openForm();
    fireEvent.click(await screen.findByRole('radio', { name: 'Another one' }, slow));
    type(field(/^Product code/), 'MIG-250');
    fillTheRest();
    send();
    const purchase = await screen.findByRole('textbox', { name: /^Purchase date/ }, slow);
    await waitFor(
      () =>
        expect(errorOf(purchase)).toContain(
          'Give the order it was bought in or the purchase date: the warranty depends on it.',
        ),
      slow,
    );
    expect(document.activeElement).toBe(purchase);

    type(purchase, '10/01/2024');
    expect(await screen.findByText('Out of warranty: it ended on 10/01/2026.', {}, slow)).toBeDefined();
    type(purchase, '16/06/2024');
    expect(await screen.findByText('In warranty until 16/06/2026.', {}, slow)).toBeDefined();
    send();
    await waitFor(() => expect(server.calls('POST', '/sat/solicitud')).toHaveLength(1), slow);
    expect(dadesOf(server.calls('POST', '/sat/solicitud')[0]!)).toEqual({
      codigoProducto: 'MIG-250',
      numeroSerie: '4711',
      dataCompra: '2024-06-16',
      averia: 'No arc when the torch trigger is pressed.',
      lliurament: 'bring',
      datesPreferides: ['2026-07-01'],
      personaContacte: 'Lucía Gómez',
      telefonContacte: '+34 600 000 000',
    });
  });

  it("shows the server's refusals on their fields and keeps the Idempotency-Key while the request is the same", async () => {
    let attempt = 0;
    const server = requestsServer({
      'POST /sat/solicitud': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2)
          return refusal(400, 'errors.validation', 'Some fields are not valid.', [
            {
              field: 'codigoProducto',
              missatge: 'serviceRequests.unknownProduct',
              error_description: 'This product is not in the catalogue.',
            },
            {
              field: 'datesPreferides',
              missatge: 'serviceRequests.dateInPast',
              error_description: 'Choose dates from today on.',
            },
          ]);
        if (attempt === 3)
          return refusal(
            415,
            'serviceRequests.fileType',
            'The file “front.jpg” is not a JPEG, PNG or WebP image or a PDF.',
          );
        return envelope(detail({ numero: 'SAT-000014' }), 'serviceRequests.created', 201);
      },
    });
    const { router } = await openForm();
    // No machine bought through the portal: the code is typed.
    type(await screen.findByRole('textbox', { name: /^Product code/ }, slow), 'NOPE-1');
    type(field(/^Purchase date/), '16/06/2025');
    fillTheRest();
    pickFiles(new File([JPEG], 'front.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('button', { name: 'Remove front.jpg' }, slow);

    send();
    const failure = (await screen.findByText('The request could not be sent', {}, slow)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(failure.textContent).toContain(
      'The server could not be reached. Check the connection and try again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(failure), slow);

    send();
    await waitFor(
      () => expect(errorOf(field(/^Product code/))).toContain('This product is not in the catalogue.'),
      slow,
    );
    expect(errorOf(field(/^Preferred date 1/))).toContain('Choose dates from today on.');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Product code/)), slow);
    // Corrected, it is another request: it goes with a key of its own.
    type(field(/^Product code/), 'NOPE-2');

    send();
    expect(
      await screen.findByText('The file “front.jpg” is not a JPEG, PNG or WebP image or a PDF.', {}, slow),
    ).toBeDefined();
    const addFiles = screen.getByRole('button', { name: 'Add files' });
    await waitFor(() => expect(document.activeElement).toBe(addFiles), slow);

    send();
    await waitFor(() => expect(router.state.location.search).toBe('?numero=SAT-000014'), slow);
    const keys = server
      .calls('POST', '/sat/solicitud')
      .map((request: SeenRequest) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    // The same request sent again keeps its key; the corrected one has its own, kept in turn.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBe(keys[2]);
  });

  it('checks the files before keeping them: kind by content, at most five, each removable', async () => {
    requestsServer();
    await openForm();
    await screen.findByRole('textbox', { name: /^Product code/ }, slow);
    pickFiles(new File([EXE], 'photo.jpg', { type: 'image/jpeg' }));
    expect(
      await screen.findByText('The file “photo.jpg” is not a JPEG, PNG or WebP image or a PDF.', {}, slow),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove photo.jpg' })).toBeNull();

    pickFiles(
      ...[1, 2, 3, 4, 5, 6].map(
        (n) => new File([JPEG], `p${n}.jpg`, { type: 'image/jpeg', lastModified: n }),
      ),
    );
    expect(await screen.findByText('You can attach at most 5 files.', {}, slow)).toBeDefined();
    const list = screen.getByRole('list', { name: 'Files to send (5 of 5)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Add files' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove p2.jpg' }));
    expect(screen.getByRole('list', { name: 'Files to send (4 of 5)' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add files' })).toHaveProperty('disabled', false);
  });

  it('comes from an order of the history with its machine chosen and its warranty told', async () => {
    const server = requestsServer({
      'GET /sat/equips': () =>
        envelope([
          equipment({
            codigoProducto: 'TIG-180',
            nombre: 'TIG 180 DC',
            codigoPedido: 'P-2026-000008',
            dataCompra: '2024-06-01',
          }),
          equipment(),
        ]),
      'POST /sat/solicitud': () => envelope(detail(), 'serviceRequests.created', 201),
    });
    await openForm('/sat?nova=1&pedido=P-2026-000010&producto=INV-200');
    const machine = await screen.findByRole('textbox', { name: /^Machine/ }, slow);
    await waitFor(
      () =>
        expect(machine).toHaveProperty(
          'value',
          'Inverter MMA 200 A (INV-200) · order P-2026-000010 of 05/03/2026',
        ),
      slow,
    );
    expect(screen.getByRole('radio', { name: 'One we bought through the portal' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('In warranty until 05/03/2028.')).toBeDefined();
    fillTheRest();
    send();
    await waitFor(() => expect(server.calls('POST', '/sat/solicitud')).toHaveLength(1), slow);
    expect(dadesOf(server.calls('POST', '/sat/solicitud')[0]!)).toMatchObject({
      codigoProducto: 'INV-200',
      codigoPedido: 'P-2026-000010',
    });
    expect(dadesOf(server.calls('POST', '/sat/solicitud')[0]!)).not.toHaveProperty('dataCompra');
  });

  it('types the machine when the order of the history is not among the bought machines', async () => {
    requestsServer({ 'GET /sat/equips': () => envelope([equipment()]) });
    await openForm('/sat?nova=1&pedido=P-2019-000001&producto=OLD-7');
    await waitFor(
      () => expect(screen.getByRole('radio', { name: 'Another one' })).toHaveProperty('checked', true),
      slow,
    );
    expect(field(/^Product code/)).toHaveProperty('value', 'OLD-7');
  });
});
