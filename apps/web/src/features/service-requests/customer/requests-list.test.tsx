// The customer's lists of requests through the real router: each screen reads its own kind, ten to
// a page and newest first, with the number linking to the request's page, the summary, status,
// date sent and scheduled day; an empty state; a failed load with a retry; and "new request"
// opening the kind's form on the same screen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { customerUser } from '../../../testing/session-user.ts';
import { requestsPage, requestsServer, summary } from './testing/requests-server.ts';
import { envelope, refusal } from '../../../testing/fake-api.ts';

const slow = { timeout: 10_000 };
const CAPTION = 'Your requests, newest first';

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(customerUser({ idioma: 'en', language: { id: 'en', name: 'English' } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('service request lists', { timeout: 30_000 }, () => {
  it("lists the customer's after-sales requests ten to a page, newest first, each number linking to its page", async () => {
    const server = requestsServer({
      'GET /sat/solicituds': (request) =>
        envelope(
          request.query.get('page') === '1'
            ? requestsPage([summary({ numero: 'SAT-000001', estat: 'closed', resum: 'Old torch' })], 1, 11)
            : requestsPage(
                [
                  summary({ estat: 'accepted', dataPrevista: '2026-04-20' }),
                  summary({ numero: 'SAT-000011', resum: 'MIG 250 · S/N 99' }),
                ],
                0,
                11,
              ),
        ),
    });
    await renderApp('/sat', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'After-sales service' }, slow)).toBeDefined();
    const table = await screen.findByRole('table', { name: CAPTION }, slow);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Number', 'Summary', 'Status', 'Date', 'Scheduled date']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(first!)).toEqual([
      'SAT-000012',
      'INV-200 · S/N 4711',
      'Accepted',
      '05/03/2026 09:07:03',
      '20/04/2026',
    ]);
    expect(cellsOf(second!)).toEqual([
      'SAT-000011',
      'MIG 250 · S/N 99',
      'Received',
      '05/03/2026 09:07:03',
      '—',
    ]);
    expect(within(first!).getByRole('link', { name: 'SAT-000012' }).getAttribute('href')).toBe(
      '/solicitud?numero=SAT-000012',
    );
    expect(server.calls('GET', '/sat/solicituds')[0]!.query.toString()).toBe('page=0&size=10');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Old torch', {}, slow)).toBeDefined();
    expect(screen.getByText('Closed')).toBeDefined();
    expect(server.calls('GET', '/sat/solicituds').at(-1)!.query.get('page')).toBe('1');
  });

  it('reads only its own kind, says so when there is none yet, and opens the form on the same screen', async () => {
    const server = requestsServer();
    const { router } = await renderApp('/maintenance', 'en');
    expect(
      await screen.findByText('You have not sent any maintenance requests yet.', {}, slow),
    ).toBeDefined();
    expect(server.calls('GET', '/maintenance/solicituds')).toHaveLength(1);
    expect(server.calls('GET', '/sat/solicituds')).toHaveLength(0);
    expect(server.calls('GET', '/standarization/solicituds')).toHaveLength(0);

    fireEvent.click(screen.getByRole('link', { name: 'New request' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'New maintenance request' }, slow);
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(router.state.location.search).toBe('?nova=1');
    await waitFor(() => expect(document.activeElement).toBe(heading), slow);
    expect(await screen.findByRole('radio', { name: 'Preventive maintenance' }, slow)).toBeDefined();

    fireEvent.click(screen.getByRole('link', { name: 'Back to your requests' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance' }, slow)).toBeDefined();
    expect(router.state.location.search).toBe('');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    requestsServer({
      'GET /standarization/solicituds': () =>
        fail
          ? refusal(500, 'errors.generic', 'Boom')
          : envelope(
              requestsPage([
                summary({ numero: 'STD-000003', tipus: 'standardisation', resum: 'EN ISO 9606 · 4 welders' }),
              ]),
            ),
    });
    await renderApp('/standarization', 'en');
    expect(await screen.findByText('Your requests could not be loaded.', {}, slow)).toBeDefined();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'STD-000003' }, slow)).toBeDefined();
  });

  it('speaks Catalan by default', async () => {
    setStoredUser(customerUser({ idioma: 'ca', language: { id: 'ca', name: 'Català' } }));
    requestsServer({ 'GET /sat/solicituds': () => envelope(requestsPage([summary()])) });
    await renderApp('/sat');
    expect(
      await screen.findByRole(
        'table',
        { name: 'Les vostres sol·licituds, de la més recent a la més antiga' },
        slow,
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Nova sol·licitud' })).toBeDefined();
    expect(screen.getByText('Rebuda')).toBeDefined();
  });
});
