// The service department's back office through the real router: every customer's requests newest
// first, each number a link to the request's page; the filters and the sort written to the address
// and sent to the API, read back from it on a reload (a value the API would refuse left out);
// paging and page size; and the empty states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { backOfficeServer, staffSession } from './testing/back-office-server.ts';
import { tableCells, type } from '../../../testing/queries.ts';

const slow = { timeout: 10_000 };
const CAPTION = 'Service requests of every customer';

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(staffSession());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: CAPTION }, slow);
const rowsNow = () => tableCells(CAPTION);
const numbersNow = () => rowsNow().map((cells) => cells[0]);
/** Picks an option of a Mantine select (its list is in a portal, hidden to jsdom's eyes). */
function choose(select: HTMLElement, option: string) {
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('service back office', { timeout: 60_000 }, () => {
  it("lists every customer's requests newest first, each number opening the request's page", async () => {
    const server = backOfficeServer();
    const { router } = await renderApp('/servei', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service department' }, slow)).toBeDefined();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Number', 'Kind', 'Customer', 'Summary', 'Status', 'Received', 'Scheduled']);
    expect(
      within(list)
        .getByRole('columnheader', { name: /Received/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    await waitFor(() => expect(rowsNow()).toHaveLength(20), slow);
    expect(rowsNow()[0]).toEqual([
      'SAT-000025',
      'After-sales service',
      'C0001Talleres Oro SA',
      'MIG-250 · SN-1024',
      'Done',
      '25/03/2026 09:30:00',
      '—',
    ]);
    expect(rowsNow()[2]).toEqual([
      'MNT-000023',
      'Maintenance',
      'C0001Talleres Oro SA',
      'Request 23',
      'Accepted',
      '23/03/2026 09:30:00',
      '23/04/2026',
    ]);
    expect(server.lastQuery()).toEqual({ page: '0', size: '20', sort: 'dataCreacio,desc' });
    expect(screen.getByText('Total: 25')).toBeDefined();

    fireEvent.click(within(list).getByRole('link', { name: 'SAT-000025' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/solicitud'), slow);
    expect(router.state.location.search).toBe('?numero=SAT-000025');
  });

  it('writes each filter into the address and sends it to the API, and clears them all at once', async () => {
    const server = backOfficeServer();
    const { router } = await renderApp('/servei?page=2', 'en');
    await table();
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    const filters = screen.getByRole('search', { name: 'Filters of the requests' });

    choose(within(filters).getByRole('textbox', { name: 'Kind' }), 'Maintenance');
    await waitFor(() => expect(search()).toEqual({ tipus: 'maintenance' }), slow);
    await waitFor(() => expect(server.lastQuery().tipus).toBe('maintenance'), slow);
    await waitFor(() => expect(numbersNow().every((n) => n?.startsWith('MNT-'))).toBe(true), slow);

    choose(within(filters).getByRole('textbox', { name: 'Status' }), 'In progress');
    await waitFor(() => expect(search().estat).toBe('in_progress'), slow);

    choose(within(filters).getByRole('textbox', { name: 'Status' }), 'All statuses');
    await waitFor(() => expect(search().estat).toBeUndefined(), slow);

    type(within(filters).getByRole('textbox', { name: 'Customer (code or name)' }), 'soldamar');
    await waitFor(() => expect(search().client).toBe('soldamar'), slow);
    type(within(filters).getByLabelText('Received from'), '05/03/2026');
    type(within(filters).getByLabelText('Received until'), '20/03/2026');
    type(within(filters).getByRole('textbox', { name: /^Search/ }), 'request 1');
    await waitFor(
      () =>
        expect(server.lastQuery()).toEqual({
          page: '0',
          size: '20',
          sort: 'dataCreacio,desc',
          tipus: 'maintenance',
          client: 'soldamar',
          desde: '2026-03-05',
          fins: '2026-03-20',
          text: 'request 1',
        }),
      slow,
    );
    // Maintenance, Soldamar (even positions), received 5–20 March, "Request 1…": number 14.
    await waitFor(() => expect(numbersNow()).toEqual(['MNT-000014']), slow);
    expect(search()).toEqual({
      tipus: 'maintenance',
      client: 'soldamar',
      desde: '2026-03-05',
      fins: '2026-03-20',
      text: 'request 1',
    });

    fireEvent.click(within(filters).getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
    await waitFor(() => expect(rowsNow()).toHaveLength(20), slow);
    expect(within(filters).getByRole('textbox', { name: /^Search/ })).toHaveProperty('value', '');
  });

  it('reads the filters back from the address on a reload, leaving out what the API would refuse', async () => {
    const server = backOfficeServer();
    await renderApp(
      '/servei?tipus=sat&estat=done&client=C0001&desde=2026-03-01&fins=2026-03-31&text=MIG&sort=numero,desc&tipo=x&size=10',
      'en',
    );
    await table();
    await waitFor(() => expect(numbersNow()).toEqual(['SAT-000025']), slow);
    expect(server.lastQuery()).toEqual({
      page: '0',
      size: '10',
      sort: 'numero,desc',
      tipus: 'sat',
      estat: 'done',
      client: 'C0001',
      desde: '2026-03-01',
      fins: '2026-03-31',
      text: 'MIG',
    });
    const filters = screen.getByRole('search', { name: 'Filters of the requests' });
    expect(within(filters).getByRole('textbox', { name: 'Kind' })).toHaveProperty(
      'value',
      'After-sales service',
    );
    expect(within(filters).getByRole('textbox', { name: 'Status' })).toHaveProperty('value', 'Done');
    expect(within(filters).getByRole('textbox', { name: 'Customer (code or name)' })).toHaveProperty(
      'value',
      'C0001',
    );
    expect(within(filters).getByLabelText('Received from')).toHaveProperty('value', '01/03/2026');
    expect(
      within(screen.getByRole('table', { name: CAPTION }))
        .getByRole('columnheader', { name: /Number/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    cleanup();

    // A kind, a status, a day and a sort the API does not know are left out, not sent.
    const again = backOfficeServer();
    await renderApp('/servei?tipus=repair&estat=lost&desde=2026-02-30&sort=password,asc&page=-3', 'en');
    await table();
    expect(again.lastQuery()).toEqual({ page: '0', size: '20', sort: 'dataCreacio,desc' });
  });

  it('pages through the list, keeps the page in the address, and sorts by a column', async () => {
    const server = backOfficeServer();
    const { router } = await renderApp('/servei', 'en');
    await table();
    await waitFor(() => expect(rowsNow()).toHaveLength(20), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(
      () =>
        expect(numbersNow()).toEqual(['MNT-000005', 'SAT-000004', 'STD-000003', 'MNT-000002', 'SAT-000001']),
      slow,
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(server.lastQuery().page).toBe('1');

    choose(screen.getByRole('textbox', { name: 'Per page' }), '10');
    await waitFor(() => expect(rowsNow()).toHaveLength(10), slow);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ size: '10' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Number' }));
    await waitFor(() => expect(numbersNow()[0]).toBe('MNT-000002'), slow);
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('numero,asc');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Number' }));
    await waitFor(() => expect(numbersNow()[0]).toBe('STD-000024'), slow);
    expect(server.lastQuery().sort).toBe('numero,desc');
  });

  it('says when nothing matches the filters, and when there are no requests at all', async () => {
    backOfficeServer();
    await renderApp('/servei?text=nothing-like-this', 'en');
    expect(await screen.findByText('No request matches the filters.', {}, slow)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    backOfficeServer([]);
    await renderApp('/servei', 'ca');
    expect(await screen.findByText('Encara no hi ha cap sol·licitud.', {}, slow)).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Servei tècnic' })).toBeDefined();
  });
});
