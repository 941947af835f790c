// The maintenance form through the real router (/maintenance?nova=1): checked with the domain
// schema before sending, machines added and removed as rows (the bought ones offered as the code
// is typed), the site from the customer's addresses, sent as multipart with an Idempotency-Key,
// and a refusal about one machine shown on that machine's row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { dadesOf, detail, equipment, filesOf, requestsServer } from './testing/requests-server.ts';
import { type } from '../../../testing/queries.ts';
import { choose, errorOf, REQUIRED, send, setUpFormTests, slow } from './testing/form-tests.ts';
import { envelope, refusal } from '../../../testing/fake-api.ts';

setUpFormTests();

const machine = (n: number) => screen.getByRole('group', { name: `Machine ${n}` });
const codeOf = (n: number) => within(machine(n)).getByRole('textbox', { name: /^Product code/ });

async function openForm() {
  const view = await renderApp('/maintenance?nova=1', 'en');
  await screen.findByRole('heading', { level: 1, name: 'New maintenance request' }, slow);
  await screen.findByRole('button', { name: 'Send the request' }, slow);
  return view;
}

async function chooseSite(option: string) {
  const site = screen.getByRole('textbox', { name: /^Where are the machines\?/ });
  await waitFor(() => expect(site).toHaveProperty('disabled', false), slow);
  choose(site, option);
}

describe('maintenance form', { timeout: 60_000 }, () => {
  it('checks the form before sending, with the focus on the first field in error', async () => {
    const server = requestsServer();
    await openForm();
    send();
    await waitFor(() => expect(document.activeElement).toBe(codeOf(1)), slow);
    expect(errorOf(codeOf(1))).toContain(REQUIRED);
    expect(errorOf(screen.getByRole('textbox', { name: /^Where are the machines\?/ }))).toContain(REQUIRED);
    expect(errorOf(screen.getByRole('textbox', { name: /^Preferred date 1/ }))).toContain(REQUIRED);
    expect(errorOf(screen.getByRole('textbox', { name: /^Contact phone/ }))).toContain(REQUIRED);
    expect(server.calls('POST', '/maintenance/solicitud')).toHaveLength(0);
  });

  it('sends the kind, the machines, the site, the dates and "every year" as multipart', async () => {
    const server = requestsServer({
      'GET /sat/equips': () =>
        envelope([
          equipment(),
          equipment({ codigoProducto: 'TIG-180', nombre: 'TIG 180 DC', codigoPedido: 'P-2026-000008' }),
          // The same machine in another order is offered once.
          equipment({ codigoPedido: 'P-2026-000002' }),
        ]),
      'POST /maintenance/solicitud': () =>
        envelope(
          detail({
            numero: 'MNT-000004',
            tipus: 'maintenance',
            dades: {
              tipus: 'inspection_60974_4',
              maquines: [{ codigoProducto: 'TIG-180' }],
              idContacte: 11,
              datesPreferides: ['2026-07-01'],
              anual: true,
              personaContacte: 'Lucía Gómez',
              telefonContacte: '+34 600 000 000',
            },
            garantia: null,
          }),
          'serviceRequests.created',
          201,
        ),
    });
    const { router } = await openForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Periodic inspection and testing (IEC/EN 60974-4)' }));

    // The first machine from the suggestions: typed by its name, offered by its code.
    const first = codeOf(1);
    await waitFor(() => expect(server.calls('GET', '/sat/equips')).toHaveLength(1), slow);
    fireEvent.focus(first);
    type(first, 'tig');
    const listbox = await waitFor(
      () => document.getElementById(first.getAttribute('aria-controls') ?? '')!,
      slow,
    );
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['TIG-180TIG 180 DC']);
    fireEvent.click(options[0]!);
    expect(codeOf(1)).toHaveProperty('value', 'TIG-180');

    fireEvent.click(screen.getByRole('button', { name: 'Add a machine' }));
    type(codeOf(2), 'MIG-250');
    type(within(machine(2)).getByRole('textbox', { name: /^Serial number/ }), 'S-77');
    fireEvent.click(screen.getByRole('button', { name: 'Add a machine' }));
    type(codeOf(3), 'WRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Remove machine 3' }));
    expect(screen.queryByRole('group', { name: 'Machine 3' })).toBeNull();

    await chooseSite('Soldamar – warehouse, Calle del Acero 7, 28906 Getafe');
    type(screen.getByRole('textbox', { name: /^Preferred date 1/ }), '01/07/2026');
    fireEvent.click(screen.getByRole('switch', { name: /^Repeat every year/ }));
    type(screen.getByRole('textbox', { name: /^Remarks/ }), '  Three machines are in the annex. ');
    type(screen.getByRole('textbox', { name: /^Contact phone/ }), '+34 600 000 000');
    send();

    await waitFor(() => expect(router.state.location.search).toBe('?numero=MNT-000004'), slow);
    const [post] = server.calls('POST', '/maintenance/solicitud');
    expect(post!.headers['idempotency-key']).toBeTruthy();
    expect(dadesOf(post!)).toEqual({
      tipus: 'inspection_60974_4',
      maquines: [{ codigoProducto: 'TIG-180' }, { codigoProducto: 'MIG-250', numeroSerie: 'S-77' }],
      idContacte: 11,
      datesPreferides: ['2026-07-01'],
      anual: true,
      observacions: 'Three machines are in the annex.',
      personaContacte: 'Lucía Gómez',
      telefonContacte: '+34 600 000 000',
    });
    expect(filesOf(post!)).toEqual([]);
    expect(
      await screen.findByText(
        'Request MNT-000004 sent. We will write to you at every change of status.',
        {},
        slow,
      ),
    ).toBeDefined();
  });

  it("shows a refusal about one machine on that machine's row", async () => {
    requestsServer({
      'POST /maintenance/solicitud': () =>
        refusal(400, 'errors.validation', 'Some fields are not valid.', [
          {
            field: 'maquines.1.codigoProducto',
            missatge: 'serviceRequests.unknownProduct',
            error_description: 'This product is not in the catalogue.',
          },
          {
            field: 'idContacte',
            missatge: 'serviceRequests.unknownAddress',
            error_description: "Choose one of your company's addresses.",
          },
        ]),
    });
    await openForm();
    type(codeOf(1), 'MIG-250');
    fireEvent.click(screen.getByRole('button', { name: 'Add a machine' }));
    type(codeOf(2), 'NOPE');
    await chooseSite('Obra Getafe Norte, Avenida del Arco 3, 28906 Getafe');
    type(screen.getByRole('textbox', { name: /^Preferred date 1/ }), '01/07/2026');
    type(screen.getByRole('textbox', { name: /^Contact phone/ }), '+34 600 000 000');
    send();
    await waitFor(() => expect(errorOf(codeOf(2))).toContain('This product is not in the catalogue.'), slow);
    expect(errorOf(codeOf(1))).toBe('');
    expect(errorOf(screen.getByRole('textbox', { name: /^Where are the machines\?/ }))).toContain(
      "Choose one of your company's addresses.",
    );
    await waitFor(() => expect(document.activeElement).toBe(codeOf(2)), slow);
  });
});
