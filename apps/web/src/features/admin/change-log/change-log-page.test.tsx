// The change log through the real router: who changed what and when, the filters read from and
// written to the address and sent to the API as it takes them, a reversed range caught before
// any call, and the detail dialog showing an update's values before and after and an insert's
// record (its nested lines as a table) — never raw JSON, and every field named as the screens
// name it, in the reader's language (a column the log does not know by its raw name).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { changeLogSchema } from '@portal/domain/admin-logs';
import { adminUser, changeLogServer } from './testing/change-log-server.ts';

const slow = { timeout: 10_000 };
const CAPTION = 'Changes, newest first';

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: CAPTION }, slow);
const rowsNow = () =>
  within(screen.getByRole('table', { name: CAPTION }))
    .getAllByRole('row')
    .slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const idsNow = () => rowsNow().map((row) => cellsOf(row)[1]);

function choose(select: HTMLElement, option: string) {
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

const startOf = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();
const endOf = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();

describe('change log', { timeout: 60_000 }, () => {
  it('lists who changed what and when, newest first', async () => {
    const server = changeLogServer();
    await renderApp('/registre-canvis', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change register' }, slow)).toBeDefined();
    await table();
    expect(rowsNow().map((row) => cellsOf(row).slice(0, 7))).toEqual([
      ['06/03/2026 12:15:00', '40', 'admin', 'Parameters', 'Changed', '7', 'Value'],
      ['05/03/2026 09:07:00', '30', 'bronze', 'Orders', 'Created', 'WEB-0000042', '7 fields'],
      ['03/03/2026 17:00:00', '20', 'User 99 (deleted)', 'Users', 'Deleted', '12', '2 fields'],
      ['01/03/2026 08:00:00', '10', 'System', 'Messages to the ERP', 'Changed', '5', '—'],
    ]);
    expect(server.calls('GET', '/registre-canvis')[0]!.query.toString()).toBe(
      'page=0&size=20&sort=dataHora%2Cdesc',
    );
  });

  it('reads the filters from the address and writes them back, sending what the API takes', async () => {
    const server = changeLogServer();
    const { router } = await renderApp(
      '/registre-canvis?taula=pedidos&tipus=INSERT&usuari=BRONZE&desde=2026-03-05&fins=2026-03-05',
      'en',
    );
    await table();
    expect(idsNow()).toEqual(['30']);
    expect(Object.fromEntries(server.calls('GET', '/registre-canvis')[0]!.query)).toEqual({
      page: '0',
      size: '20',
      sort: 'dataHora,desc',
      taula: 'pedidos',
      tipus: 'INSERT',
      usuari: 'BRONZE',
      desde: startOf(2026, 3, 5),
      fins: endOf(2026, 3, 5),
    });
    const filters = screen.getByRole('search', { name: 'Filters of the change log' });
    expect(within(filters).getByRole('textbox', { name: 'Table' })).toHaveProperty('value', 'Orders');
    expect(within(filters).getByRole('textbox', { name: 'Type' })).toHaveProperty('value', 'Created');
    expect(within(filters).getByRole('textbox', { name: 'User name' })).toHaveProperty('value', 'BRONZE');

    const search = () => new URLSearchParams(router.state.location.search);
    const lastQuery = () => server.calls('GET', '/registre-canvis').at(-1)!.query;
    fireEvent.click(within(filters).getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
    await waitFor(() => expect(idsNow()).toEqual(['40', '30', '20', '10']), slow);

    choose(within(filters).getByRole('textbox', { name: 'Table' }), 'Parameters');
    await waitFor(() => expect(search().get('taula')).toBe('params'), slow);
    await waitFor(() => expect(idsNow()).toEqual(['40']), slow);
    expect(lastQuery().get('taula')).toBe('params');
    choose(within(filters).getByRole('textbox', { name: 'Table' }), 'All');
    await waitFor(() => expect(search().get('taula')).toBeNull(), slow);
    await waitFor(() => expect(idsNow()).toEqual(['40', '30', '20', '10']), slow);
    choose(within(filters).getByRole('textbox', { name: 'Type' }), 'Deleted');
    await waitFor(() => expect(search().get('tipus')).toBe('DELETE'), slow);
    expect(search().get('taula')).toBeNull();
    await waitFor(() => expect(idsNow()).toEqual(['20']), slow);
    choose(within(filters).getByRole('textbox', { name: 'Type' }), 'All');
    await waitFor(() => expect(search().get('tipus')).toBeNull(), slow);
    await waitFor(() => expect(idsNow()).toEqual(['40', '30', '20', '10']), slow);

    fireEvent.change(within(filters).getByRole('textbox', { name: 'User name' }), {
      target: { value: 'admin' },
    });
    await waitFor(() => expect(search().get('usuari')).toBe('admin'), slow);
    await waitFor(() => expect(idsNow()).toEqual(['40']), slow);
    fireEvent.change(within(filters).getByRole('textbox', { name: 'User name' }), { target: { value: '' } });
    await waitFor(() => expect(search().get('usuari')).toBeNull(), slow);
    await waitFor(() => expect(idsNow()).toEqual(['40', '30', '20', '10']), slow);

    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '03/03/2026' } });
    await waitFor(() => expect(idsNow()).toEqual(['40', '30', '20']), slow);
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '05/03/2026' } });
    await waitFor(() => expect(idsNow()).toEqual(['30', '20']), slow);
    expect(lastQuery().get('desde')).toBe(startOf(2026, 3, 3));
    expect(lastQuery().get('fins')).toBe(endOf(2026, 3, 5));

    const calls = server.calls('GET', '/registre-canvis').length;
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '06/03/2026' } });
    expect(await screen.findByText('The start date cannot be after the end date.', {}, slow)).toBeDefined();
    expect(screen.getByText('Correct the dates to see the list.')).toBeDefined();
    expect(server.calls('GET', '/registre-canvis')).toHaveLength(calls);
  });

  it("shows an update's values before and after in the detail dialog", async () => {
    changeLogServer();
    await renderApp('/registre-canvis', 'en');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Details of change 40' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 40' }, slow);
    const terms = Object.fromEntries(
      [...dialog.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(terms).toMatchObject({
      'Date and time': '06/03/2026 12:15:00',
      Who: 'admin',
      Table: 'Parameters (params)',
      Type: 'Changed',
      Record: '7',
    });
    const values = within(dialog).getByRole('table');
    expect(
      within(values)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    const row = within(values).getByRole('row', { name: /Value/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Value');
    expect(cellsOf(row)).toEqual(['100', '150']);
    expect(dialog.textContent).not.toContain('{"');
  });

  it("shows an insert's record with nested values as lists and tables, and an entry without values", async () => {
    changeLogServer();
    await renderApp('/registre-canvis', 'en');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Details of change 30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 30' }, slow);
    expect(within(dialog).getByRole('heading', { name: 'Values of the record' })).toBeDefined();
    const value = (field: string) =>
      [...dialog.querySelectorAll('dt')].find((term) => term.textContent === field)!.nextElementSibling!;
    expect(value('Customer').textContent).toBe('C0003');
    expect(value('Reference').textContent).toBe('(empty)');
    expect(value('Total').textContent).toBe('500.00');
    expect(value('Contact name').textContent).toBe('Magatzem');
    expect(value('Town').textContent).toBe('Granollers');
    const lines = within(value('Lines') as HTMLElement).getByRole('table');
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['No.', 'Code', 'Quantity', 'Line total']);
    expect(
      within(lines)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)),
    ).toEqual([
      ['1', 'EQ-MIG', '2', '500.00'],
      ['2', 'TIP-10', '10', '8.00'],
    ]);
    expect(dialog.textContent).not.toContain('{"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

    fireEvent.click(screen.getByRole('button', { name: 'Details of change 10' }));
    const empty = await screen.findByRole('dialog', { name: 'Change 10' }, slow);
    expect(within(empty).getByText('This change records no values.')).toBeDefined();
    expect(within(empty).getByText('System')).toBeDefined();
  });

  it('names the fields of an entry as the screens do, in the reader’s language, and an unknown one by its raw name', async () => {
    const at = new Date(2026, 2, 7, 10, 0, 0).toISOString();
    const entry = (id: number, taula: string, detall: unknown) =>
      changeLogSchema.parse({
        id,
        dataHora: at,
        taula,
        tipus: 'UPDATE',
        idRegistre: '12',
        idUsuari: 12,
        username: 'gold',
        detall,
      });
    const changes = [
      entry(3, 'usuaris', { idioma: { from: 'ca', to: 'es' } }),
      entry(2, 'usuaris', { password: { changed: true }, via: 'recovery' }),
      entry(1, 'params', { valor: { from: '1', to: '2' }, colorPreferit: { from: 'blau', to: 'verd' } }),
    ];
    const summaries = (list: HTMLElement) =>
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[6]);

    changeLogServer(changes);
    await renderApp('/registre-canvis', 'ca');
    const catalan = await screen.findByRole('table', { name: 'Canvis, els més recents primer' }, slow);
    expect(summaries(catalan)).toEqual([
      'Idioma',
      'Contrasenya, Canviada a través de',
      'Valor, colorPreferit',
    ]);
    cleanup();

    changeLogServer(changes);
    await renderApp('/registre-canvis', 'es');
    const spanish = await screen.findByRole('table', { name: 'Cambios, los más recientes primero' }, slow);
    expect(summaries(spanish)).toEqual([
      'Idioma',
      'Contraseña, Cambiada a través de',
      'Valor, colorPreferit',
    ]);
    cleanup();

    changeLogServer(changes);
    await renderApp('/registre-canvis', 'en');
    expect(summaries(await table())).toEqual([
      'Language',
      'Password, Changed through',
      'Value, colorPreferit',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Details of change 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 2' }, slow);
    const terms = [...dialog.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toContain('Password');
    expect(terms).toContain('Changed through');
    expect(terms).toContain('Changed');
    expect(terms).not.toContain('via');
    expect(terms).not.toContain('password');
    expect(within(dialog).getByText('The recovery link')).toBeDefined();
    fireEvent.keyDown(dialog, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Details of change 3' }));
    const language = await screen.findByRole('dialog', { name: 'Change 3' }, slow);
    const row = within(language).getByRole('row', { name: /Language/ });
    expect(cellsOf(row)).toEqual(['Català', 'Español']);
  });

  it('shows the codes an entry stores in words: a status, a role, what was done', async () => {
    const at = new Date(2026, 2, 7, 10, 0, 0).toISOString();
    changeLogServer([
      changeLogSchema.parse({
        id: 4,
        dataHora: at,
        taula: 'pedido_aprovacions',
        tipus: 'UPDATE',
        idRegistre: 'WEB-1',
        idUsuari: 12,
        username: 'gold',
        detall: { accio: 'approved', estado: { from: 'awaiting_approval', to: 'received' }, motiu: 'ok' },
      }),
      changeLogSchema.parse({
        id: 5,
        dataHora: at,
        taula: 'team_invitations',
        tipus: 'INSERT',
        idRegistre: '3',
        idUsuari: 12,
        username: 'gold',
        detall: { accio: 'invited', email: 'new@example.com', rol: 'comprador', codigoCliente: 'C1' },
      }),
    ]);
    await renderApp('/registre-canvis', 'ca');
    await screen.findByRole('table', { name: 'Canvis, els més recents primer' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Detall del canvi 4' }));
    const approval = await screen.findByRole('dialog', { name: 'Canvi 4' }, slow);
    const status = within(approval).getByRole('row', { name: /Estat/ });
    expect(cellsOf(status)).toEqual(["Pendent d'aprovació", 'Rebuda']);
    expect(within(approval).getByText('Aprovada')).toBeDefined();
    fireEvent.keyDown(approval, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Detall del canvi 5' }));
    const invitation = await screen.findByRole('dialog', { name: 'Canvi 5' }, slow);
    expect(within(invitation).getByText('Invitació enviada')).toBeDefined();
    expect(within(invitation).getByText('Comprador')).toBeDefined();
    expect(within(invitation).queryByText('comprador')).toBeNull();
  });
});
