// The standardisation form through the real router (/standarization?nova=1): the quantity's label
// follows the service chosen, the processes are picked by their ISO 4063 numbers with readable
// names, the form is checked with the domain schema before sending, and sent as multipart.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { customerUser } from '../../../testing/session-user.ts';
import { dadesOf, detail, requestsServer } from './testing/requests-server.ts';
import { type } from '../../../testing/queries.ts';
import { choose, errorOf, REQUIRED, send, setUpFormTests, slow } from './testing/form-tests.ts';
import { envelope } from '../../../testing/fake-api.ts';

setUpFormTests();

async function openForm(language: 'en' | 'ca' = 'en') {
  const view = await renderApp('/standarization?nova=1', language);
  await screen.findByRole(
    'button',
    { name: language === 'en' ? 'Send the request' : 'Envia la sol·licitud' },
    slow,
  );
  return view;
}

describe('standardisation form', { timeout: 60_000 }, () => {
  it('names the quantity after the service and checks the form before sending', async () => {
    const server = requestsServer();
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'New standardization request' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: /^Number of welders/ })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Validation of welding equipment (EN 50504)' }));
    const quantity = screen.getByRole('textbox', { name: /^Number of machines/ });

    send();
    await waitFor(() => expect(document.activeElement).toBe(quantity), slow);
    expect(errorOf(quantity)).toContain(REQUIRED);
    expect(errorOf(screen.getByRole('textbox', { name: /^Welding processes/ }))).toContain(REQUIRED);
    expect(errorOf(screen.getByRole('textbox', { name: /^Materials/ }))).toContain(REQUIRED);
    expect(errorOf(screen.getByRole('textbox', { name: /^Where will it take place\?/ }))).toContain(REQUIRED);
    expect(server.calls('POST', '/standarization/solicitud')).toHaveLength(0);
  });

  it('sends the service, how many, the processes, materials, site and dates as multipart', async () => {
    const server = requestsServer({
      'POST /standarization/solicitud': () =>
        envelope(
          detail({
            numero: 'STD-000002',
            tipus: 'standardisation',
            garantia: null,
            dades: {
              tipus: 'wpqr_iso_15614',
              quantitat: 4,
              processos: ['135', '141'],
              materials: 'S355 10 mm',
              idContacte: 12,
              datesPreferides: ['2026-09-01'],
              personaContacte: 'Lucía Gómez',
              telefonContacte: '+34 600 000 000',
            },
          }),
          'serviceRequests.created',
          201,
        ),
    });
    const { router } = await openForm();
    fireEvent.click(
      screen.getByRole('radio', { name: 'Welding procedure qualification, WPQR (EN ISO 15614)' }),
    );
    type(screen.getByRole('textbox', { name: /^Number of procedures/ }), '4');
    const processes = screen.getByRole('textbox', { name: /^Welding processes/ });
    choose(processes, '135 — MAG');
    choose(processes, '141 — TIG');
    type(screen.getByRole('textbox', { name: /^Materials/ }), 'S355 10 mm');
    const site = screen.getByRole('textbox', { name: /^Where will it take place\?/ });
    await waitFor(() => expect(site).toHaveProperty('disabled', false), slow);
    choose(site, 'Obra Getafe Norte, Avenida del Arco 3, 28906 Getafe');
    type(screen.getByRole('textbox', { name: /^Preferred date 1/ }), '1/9/2026');
    type(screen.getByRole('textbox', { name: /^Contact phone/ }), '+34 600 000 000');
    send();

    await waitFor(() => expect(router.state.location.search).toBe('?numero=STD-000002'), slow);
    const [post] = server.calls('POST', '/standarization/solicitud');
    expect(dadesOf(post!)).toEqual({
      tipus: 'wpqr_iso_15614',
      quantitat: 4,
      processos: ['135', '141'],
      materials: 'S355 10 mm',
      idContacte: 12,
      datesPreferides: ['2026-09-01'],
      personaContacte: 'Lucía Gómez',
      telefonContacte: '+34 600 000 000',
    });
  });

  it('names the processes in Catalan', async () => {
    setStoredUser(customerUser({ idioma: 'ca', language: { id: 'ca', name: 'Català' } }));
    requestsServer();
    await openForm('ca');
    expect(screen.getByRole('heading', { level: 1, name: "Nova sol·licitud d'homologació" })).toBeDefined();
    const processes = screen.getByRole('textbox', { name: /^Processos de soldadura/ });
    fireEvent.click(processes);
    const listbox = document.getElementById(processes.getAttribute('aria-controls')!)!;
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual([
      '111 — Soldadura manual amb elèctrode revestit (MMA)',
      '114 — Fil tubular autoprotegit',
      '131 — MIG',
      '135 — MAG',
      '136 — MAG amb fil tubular',
      "138 — MAG amb fil tubular d'ànima metàl·lica",
      '141 — TIG',
      '15 — Plasma',
      '311 — Oxiacetilènica',
    ]);
  });
});
