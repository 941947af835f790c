// The error log through the real router: the fields of spec §3 with their dates as
// DD/MM/YYYY HH:mm:ss, the filters read from and written to the address and sent to the API as
// it takes them (days become the instants of their start and end here), a reversed range caught
// before any call, the whole message in the detail dialog, and the solved switch — present only
// with its action — sending `{resolt}` both ways.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { adminUser, errorLogServer, LONG_MESSAGE } from './testing/error-log-server.ts';

const slow = { timeout: 10_000 };
const CAPTION = 'Errors, newest first';

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: CAPTION }, slow);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** The ids of the rows shown, once the table is there. */
async function ids() {
  await table();
  return idsNow();
}
function idsNow() {
  const rows = within(screen.getByRole('table', { name: CAPTION }))
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent);
}
/** Picks an option of a Mantine select (its list is in a portal, hidden to jsdom's eyes). */
function choose(select: HTMLElement, option: string) {
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
const startOf = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();
const endOf = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();

describe('error log', { timeout: 60_000 }, () => {
  it('lists the errors newest first with every field of spec §3 and the dates as DD/MM/YYYY HH:mm:ss', async () => {
    const server = errorLogServer();
    await renderApp('/log-errors', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error log' }, slow)).toBeDefined();
    await ids();
    await waitFor(() => expect(idsNow()).toEqual(['3', '2', '1']), slow);
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Date and time',
      'Id',
      'Error code',
      'Code',
      'Version',
      'Screen',
      'Class',
      'Method',
      'Solved',
      'Solved on',
      'Message',
      'Actions',
    ]);
    const [, solvedRow] = within(await table())
      .getAllByRole('row')
      .slice(1);
    const cells = cellsOf(solvedRow!);
    expect(cells.slice(0, 8)).toEqual([
      '04/03/2026 18:30:00',
      '2',
      'INTERNAL',
      '—',
      '0.1.0',
      '/params',
      'DrizzleQueryError',
      'GET /api/v1/params',
    ]);
    expect(cells[9]).toBe('04/03/2026 19:00:05');
    // The list shows the start of a long message only.
    expect(cells[10]).toMatch(/^relation "params" does not exist\..*…$/);
    expect(cells[10]).not.toContain('END');
    expect(within(solvedRow!).getByRole('switch', { name: 'Error 2 solved' })).toHaveProperty(
      'checked',
      true,
    );
    const first = within(await table()).getAllByRole('row')[1]!;
    expect(within(first).getByRole('switch', { name: 'Error 3 solved' })).toHaveProperty('checked', false);
    expect(server.calls('GET', '/log-errors')[0]!.query.toString()).toBe(
      'page=0&size=20&sort=dataHora%2Cdesc',
    );
  });

  it('reads every filter from the address and sends it as the API takes it', async () => {
    const server = errorLogServer();
    await renderApp(
      '/log-errors?resolt=false&pantalla=%2Fpar&classe=Outbox&desde=2026-03-01&fins=2026-03-05&text=WEB&page=1',
      'en',
    );
    await waitFor(() => expect(server.calls('GET', '/log-errors').length).toBeGreaterThan(0), slow);
    const query = server.calls('GET', '/log-errors')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      page: '0',
      size: '20',
      sort: 'dataHora,desc',
      text: 'WEB',
      resolt: 'false',
      pantalla: '/par',
      classe: 'Outbox',
      desde: startOf(2026, 3, 1),
      fins: endOf(2026, 3, 5),
    });
    const filters = screen.getByRole('search', { name: 'Filters of the error log' });
    expect(within(filters).getByRole('textbox', { name: 'Screen' })).toHaveProperty('value', '/par');
    expect(within(filters).getByRole('textbox', { name: 'Class' })).toHaveProperty('value', 'Outbox');
    expect(
      within(filters).getByRole('textbox', { name: 'Search in code, message, method or screen' }),
    ).toHaveProperty('value', 'WEB');
    expect(within(filters).getByLabelText('From')).toHaveProperty('value', '01/03/2026');
    expect(within(filters).getByLabelText('To')).toHaveProperty('value', '05/03/2026');
    expect(within(filters).getByRole('textbox', { name: 'Status' })).toHaveProperty('value', 'Not solved');
  });

  it('writes each filter into the address, back to the first page, and catches a reversed range', async () => {
    const server = errorLogServer();
    const { router } = await renderApp('/log-errors?page=2', 'en');
    await table();
    const search = () => new URLSearchParams(router.state.location.search);
    const lastQuery = () => server.calls('GET', '/log-errors').at(-1)!.query;
    const filters = screen.getByRole('search', { name: 'Filters of the error log' });

    choose(within(filters).getByRole('textbox', { name: 'Status' }), 'Solved');
    await waitFor(() => expect(search().get('resolt')).toBe('true'), slow);
    expect(search().get('page')).toBeNull();
    await ids();
    await waitFor(() => expect(idsNow()).toEqual(['2']), slow);
    expect(lastQuery().get('resolt')).toBe('true');

    fireEvent.change(within(filters).getByRole('textbox', { name: 'Class' }), {
      target: { value: 'drizzle' },
    });
    await waitFor(() => expect(search().get('classe')).toBe('drizzle'), slow);
    await waitFor(() => expect(lastQuery().get('classe')).toBe('drizzle'), slow);
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Screen' }), {
      target: { value: '/params' },
    });
    await waitFor(() => expect(search().get('pantalla')).toBe('/params'), slow);
    await waitFor(() => expect(lastQuery().get('pantalla')).toBe('/params'), slow);

    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '04/03/2026' } });
    await waitFor(() => expect(search().get('desde')).toBe('2026-03-04'), slow);
    await waitFor(() => expect(lastQuery().get('desde')).toBe(startOf(2026, 3, 4)), slow);
    const calls = server.calls('GET', '/log-errors').length;

    // A last day before the first: said under the field, and nothing is asked of the server.
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '02/03/2026' } });
    await waitFor(() => expect(search().get('fins')).toBe('2026-03-02'), slow);
    expect(await screen.findByText('The start date cannot be after the end date.', {}, slow)).toBeDefined();
    expect(screen.getByText('Correct the dates to see the list.')).toBeDefined();
    expect(screen.queryByRole('table', { name: CAPTION })).toBeNull();
    expect(server.calls('GET', '/log-errors')).toHaveLength(calls);

    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '04/03/2026' } });
    await waitFor(() => expect(lastQuery().get('fins')).toBe(endOf(2026, 3, 4)), slow);
    await ids();
    await waitFor(() => expect(idsNow()).toEqual(['2']), slow);

    fireEvent.click(within(filters).getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
    await ids();
    await waitFor(() => expect(idsNow()).toEqual(['3', '2', '1']), slow);
    expect(Object.fromEntries(lastQuery())).toEqual({ page: '0', size: '20', sort: 'dataHora,desc' });
  });

  it('opens an error in a dialog with the whole message and every field', async () => {
    errorLogServer();
    await renderApp('/log-errors', 'en');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Details of error 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error 2' }, slow);
    expect(within(dialog).getByText(LONG_MESSAGE)).toBeDefined();
    const terms = [...dialog.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Id', '2'],
      ['Date and time', '04/03/2026 18:30:00'],
      ['Error code', 'INTERNAL'],
      ['Code', '—'],
      ['Version', '0.1.0'],
      ['Screen', '/params'],
      ['Class', 'DrizzleQueryError'],
      ['Method', 'GET /api/v1/params'],
      ['Solved on', '04/03/2026 19:00:05'],
    ]);
    expect(within(dialog).getByRole('switch', { name: 'Solved' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  });

  it('marks an error solved and not solved again with the switch, in the list and in the dialog', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = errorLogServer();
    await renderApp('/log-errors', 'en');
    const row = within(await table()).getAllByRole('row')[1]!;
    fireEvent.click(within(row).getByRole('switch', { name: 'Error 3 solved' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1), slow);
    expect(server.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/log-errors/3/resolt',
      body: { resolt: true },
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error marked as solved.' })),
    );
    await waitFor(() =>
      expect(cellsOf(within(screen.getByRole('table', { name: CAPTION })).getAllByRole('row')[1]!)[9]).toBe(
        '06/03/2026 10:00:00',
      ),
    );

    // Not solved again, from the dialog: the date is cleared in both.
    fireEvent.click(screen.getByRole('button', { name: 'Details of error 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error 3' }, slow);
    const toggle = within(dialog).getByRole('switch', { name: 'Solved' });
    await waitFor(() => expect(toggle).toHaveProperty('checked', true), slow);
    fireEvent.click(toggle);
    await waitFor(() => expect(server.writes()).toHaveLength(2), slow);
    expect(server.writes()[1]).toMatchObject({ path: '/log-errors/3/resolt', body: { resolt: false } });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error marked as not solved.' })),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('switch', { name: 'Solved' })).toHaveProperty('checked', false),
    );
    const solvedOn = [...dialog.querySelectorAll('dt')].find((term) => term.textContent === 'Solved on');
    expect(solvedOn!.nextElementSibling!.textContent).toBe('—');
  });

  it('puts the switch back when the server refuses the change', async () => {
    const server = errorLogServer({ refuseWrites: true });
    await renderApp('/log-errors', 'en');
    await table();
    const toggle = screen.getByRole('switch', { name: 'Error 3 solved' });
    fireEvent.click(toggle);
    await waitFor(() => expect(server.writes()).toHaveLength(1), slow);
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false), slow);
    expect(screen.getByRole('switch', { name: 'Error 3 solved' })).toHaveProperty('checked', false);
  });

  it('shows the state without a switch when the screen may not change it', async () => {
    const server = errorLogServer({ actions: ['GET /log-errors'] });
    await renderApp('/log-errors', 'en');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    await waitFor(() => expect(within(rows[0]!).getByText('Not solved')).toBeDefined(), slow);
    expect(within(rows[1]!).getByText('Solved')).toBeDefined();
    expect(screen.queryAllByRole('switch')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Details of error 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error 3' }, slow);
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(server.writes()).toEqual([]);
  });
});
