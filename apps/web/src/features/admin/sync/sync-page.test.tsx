// The synchronisation screen through the real router, with the progress stream replaced by a fake
// the test feeds: the last run and how it ended, a run's live progress (bar, entity, page, rows,
// times, counts), starting runs (the full one after a confirmation), the refusals (already
// running, the ERP out of reach), the end notified as "Synchronized correctly.", the schedule's
// checks, the history's filter, and no write controls without their actions.
import { cleanNotifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { envelope, refusal } from '../../../testing/fake-api.ts';
import { feedRun, resetProgress, setConnection } from './testing/fake-progress.ts';
import {
  adminUser,
  overview,
  READ_ONLY_SYNC_ACTIONS,
  runningRun,
  syncRun,
  syncServer,
} from './testing/sync-server.ts';

vi.mock('./hooks/use-sync-progress.ts', () => import('./testing/fake-progress.ts'));

const slow = { timeout: 10_000 };

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
  resetProgress();
  // Notifications live in a store of their own: none carried over from the test before.
  cleanNotifications();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openScreen() {
  await renderApp('/sincronitzacio', 'en');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Synchronization with the ERP' }, slow),
  ).toBeDefined();
  return screen.findByRole('region', { name: /synchronization$/ }, slow);
}

const status = () => screen.getByRole('status');
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** Unavailable while a run is under way (focusable still, so the focus is not lost). */
const unavailable = (name: string) => button(name).getAttribute('aria-disabled') === 'true';

describe('synchronisation screen', { timeout: 30_000 }, () => {
  it('shows the last run, how it ended, its counts per entity, the schedule and the history', async () => {
    syncServer();
    const current = await openScreen();
    expect(within(current).getByRole('heading', { name: 'Last synchronization' })).toBeDefined();
    expect(status().textContent).toBe('Synchronized correctly.');
    const bar = within(current).getByRole('progressbar', { name: 'Progress of synchronization 4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(within(current).getByText('Incremental')).toBeDefined();
    expect(within(current).getByText('Administrator (admin)')).toBeDefined();
    expect(within(current).getByText('1 min 05 s')).toBeDefined();
    expect(within(current).getByText('Last successful synchronization: 05/03/2026 09:01:06.')).toBeDefined();

    const counts = within(current).getByRole('table', { name: 'Items per entity in synchronization 4' });
    const [, products, prices] = within(counts).getAllByRole('row');
    expect(
      within(products!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Products', '120', '118', '2', '1', '120']);
    expect(within(prices!).getAllByRole('cell')[0]!.textContent).toBe('Prices');

    expect(
      screen.getByText(
        'An incremental synchronization starts every 15 min. Next incremental synchronization: 05/03/2026 09:16:06.',
      ),
    ).toBeDefined();
    expect(
      (screen.getByRole('textbox', { name: /Minutes between incremental/ }) as HTMLInputElement).value,
    ).toBe('15');

    const history = await screen.findByRole('table', { name: 'Synchronizations, newest first' }, slow);
    const [, first, second] = within(history).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '4',
      'Incremental',
      'Administratoradmin',
      'Succeeded',
      '05/03/2026 09:00:01',
      '1 min 05 s',
      '598 / 2',
      '—',
    ]);
    expect(within(second!).getByText('Failed')).toBeDefined();
    expect(within(second!).getByText('ERP answered 503')).toBeDefined();
  });

  it('follows a run from the stream: state, entity, page, rows, percentage, times and counts', async () => {
    const server = syncServer();
    const current = await openScreen();
    feedRun(runningRun());
    expect(await screen.findByRole('heading', { name: 'Current synchronization' }, slow)).toBeDefined();
    expect(status().textContent).toBe('Synchronization 5 is running: Products.');
    const bar = within(current).getByRole('progressbar', { name: 'Progress of synchronization 5' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    const details = (label: string) => within(current).getByText(label).nextElementSibling!.textContent;
    expect(details('Reading')).toBe('Products');
    expect(details('Page')).toBe('3');
    expect(details('Rows applied')).toBe('310');
    expect(details('Time left')).toBe('2 min 05 s');
    expect(details('Time elapsed')).toMatch(/^4\d s$/);
    expect(details('State')).toBe('Running');
    const counts = within(current).getByRole('table', { name: 'Items per entity in synchronization 5' });
    expect(
      within(counts)
        .getAllByRole('row')
        .map((row) => row.firstElementChild!.textContent),
    ).toEqual(['Entity', 'Countries', 'Products']);
    // No second run while this one is under way, and the screen says why.
    expect(unavailable('Incremental synchronization')).toBe(true);
    expect(unavailable('Full synchronization')).toBe(true);
    fireEvent.click(button('Incremental synchronization'));
    expect(server.writes()).toHaveLength(0);
    expect(screen.getByText('A synchronization is under way; another can start when it ends.')).toBeDefined();

    feedRun(runningRun({ entitat: 'prices', pagina: 1, percentatge: 71.6, segonsRestants: null }));
    await waitFor(() => expect(status().textContent).toBe('Synchronization 5 is running: Prices.'));
    expect(within(current).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('72');
    expect(details('Time left')).toBe('Not known yet');

    setConnection('reconnecting');
    expect(
      await screen.findByText('The live progress has been interrupted; reconnecting…', {}, slow),
    ).toBeDefined();
  });

  it('starts an incremental run, follows it and says "Synchronized correctly." when it ends well', async () => {
    const started = runningRun({ estat: 'queued', entitat: null, pagina: null, comptes: {}, percentatge: 0 });
    const server = syncServer({
      'POST /sincronitzacio': () => envelope(started, 'sync.started', 202),
    });
    await openScreen();
    fireEvent.click(button('Incremental synchronization'));
    expect(await screen.findByText('Synchronization started.', {}, slow)).toBeDefined();
    expect(server.calls('POST', '/sincronitzacio').map((r) => r.body)).toEqual([{ tipus: 'incremental' }]);
    await waitFor(() => expect(status().textContent).toBe('Synchronization 5 is waiting to start.'));
    expect(unavailable('Incremental synchronization')).toBe(true);

    feedRun(runningRun());
    await waitFor(() => expect(status().textContent).toBe('Synchronization 5 is running: Products.'));
    const historyReads = server.calls('GET', '/sincronitzacio/execucions').length;
    feedRun(syncRun({ id: 5 }));
    // The status line and the notification.
    await waitFor(() => expect(screen.getAllByText('Synchronized correctly.')).toHaveLength(2));
    expect(status().textContent).toBe('Synchronized correctly.');
    expect(unavailable('Incremental synchronization')).toBe(false);
    // The history and the overview are read again.
    await waitFor(() =>
      expect(server.calls('GET', '/sincronitzacio/execucions').length).toBeGreaterThan(historyReads),
    );
  });

  it('does not notify the end of a run that had ended before the screen opened', async () => {
    syncServer();
    await openScreen();
    feedRun(syncRun());
    await waitFor(() => expect(status().textContent).toBe('Synchronized correctly.'));
    expect(screen.getAllByText('Synchronized correctly.')).toHaveLength(1);
  });

  it('says why a run failed', async () => {
    syncServer();
    await openScreen();
    feedRun(runningRun());
    feedRun(runningRun({ estat: 'failed', entitat: null, error: 'ERP answered 503' }));
    await waitFor(() =>
      expect(screen.getAllByText('The synchronization did not finish: ERP answered 503')).toHaveLength(2),
    );
  });

  it('asks before a full run, and starts nothing when the question is cancelled', async () => {
    const server = syncServer({
      'POST /sincronitzacio': () =>
        envelope(runningRun({ tipus: 'full', estat: 'queued', percentatge: 0 }), 'sync.started', 202),
    });
    await openScreen();
    fireEvent.click(button('Full synchronization'));
    let dialog = await screen.findByRole('dialog', { name: 'Start a full synchronization?' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toHaveLength(0);

    fireEvent.click(button('Full synchronization'));
    dialog = await screen.findByRole('dialog', { name: 'Start a full synchronization?' }, slow);
    expect(dialog.textContent).toContain('reads every item of every entity');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the full synchronization' }));
    await waitFor(() =>
      expect(server.calls('POST', '/sincronitzacio').map((r) => r.body)).toEqual([{ tipus: 'full' }]),
    );
  });

  it('says so when a run is already under way (409), and reads the run again', async () => {
    let running = false;
    const server = syncServer({
      'GET /sincronitzacio': () => envelope(overview(running ? { actual: runningRun() } : {})),
      'POST /sincronitzacio': () => {
        running = true;
        return refusal(409, 'sync.alreadyRunning', 'Ja hi ha una sincronització en curs.');
      },
    });
    await openScreen();
    fireEvent.click(button('Incremental synchronization'));
    expect(await screen.findByText('A synchronization is already running.', {}, slow)).toBeDefined();
    await waitFor(() => expect(status().textContent).toBe('Synchronization 5 is running: Products.'));
    expect(server.calls('GET', '/sincronitzacio').length).toBeGreaterThanOrEqual(2);
  });

  it('says "Error using the ERP." when the ERP cannot be reached to start', async () => {
    syncServer({
      'POST /sincronitzacio': () => refusal(503, 'errors.erp', 'ERP token endpoint answered 503'),
    });
    await openScreen();
    fireEvent.click(button('Incremental synchronization'));
    expect(await screen.findByText('Error using the ERP.', {}, slow)).toBeDefined();
    expect(status().textContent).toBe('Synchronized correctly.');
  });

  it('checks the schedule on its field before saving it, and shows the server refusal there too', async () => {
    let refuse = false;
    const server = syncServer({
      'PUT /sincronitzacio/programacio': ({ body }) =>
        refuse
          ? refusal(400, 'errors.validation', 'The data sent is not valid.', [
              {
                field: 'minuts',
                missatge: 'validation.tooBig',
                error_description: 'The value must be at most 1440.',
              },
            ])
          : envelope({ minuts: (body as { minuts: number }).minuts, propera: null }, 'sync.scheduleSaved'),
    });
    await openScreen();
    const field = screen.getByRole('textbox', { name: /Minutes between incremental/ }) as HTMLInputElement;
    const save = () => fireEvent.click(button('Save the schedule'));

    fireEvent.change(field, { target: { value: '2000' } });
    save();
    expect(await screen.findByText('The value must be between 0 and 1440.', {}, slow)).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '' } });
    save();
    expect(await screen.findByText('This field is required.', {}, slow)).toBeDefined();
    expect(server.writes()).toHaveLength(0);

    fireEvent.change(field, { target: { value: '0' } });
    save();
    expect(await screen.findByText('Schedule saved.', {}, slow)).toBeDefined();
    expect(server.calls('PUT', '/sincronitzacio/programacio').map((r) => r.body)).toEqual([{ minuts: 0 }]);
    expect(
      await screen.findByText('The schedule is off: synchronizations start only from this screen.', {}, slow),
    ).toBeDefined();

    refuse = true;
    const again = screen.getByRole('textbox', { name: /Minutes between incremental/ });
    fireEvent.change(again, { target: { value: '30' } });
    save();
    expect(await screen.findByText('The value must be at most 1440.', {}, slow)).toBeDefined();
    expect(again.getAttribute('aria-invalid')).toBe('true');
  });

  it('filters the history by state through the address', async () => {
    const server = syncServer();
    const { router } = await renderApp('/sincronitzacio', 'en');
    await screen.findByRole('table', { name: 'Synchronizations, newest first' }, slow);
    expect(server.calls('GET', '/sincronitzacio/execucions')[0]!.query.toString()).toBe(
      'page=0&size=20&sort=id%2Cdesc',
    );
    // A Mantine select's list is in a portal, hidden to jsdom's eyes.
    const select = screen.getByRole('textbox', { name: 'State' });
    fireEvent.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    fireEvent.click(within(listbox).getByRole('option', { name: 'Failed', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?estat=failed'));
    await waitFor(() =>
      expect(server.calls('GET', '/sincronitzacio/execucions').at(-1)!.query.get('estat')).toBe('failed'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sort by No.' }));
    await waitFor(() => expect(router.state.location.search).toBe('?estat=failed&sort=id%2Casc'));
  });

  it('offers no start and no saving of the schedule without their actions', async () => {
    syncServer({}, { actions: READ_ONLY_SYNC_ACTIONS });
    await openScreen();
    await screen.findByRole('table', { name: 'Synchronizations, newest first' }, slow);
    expect(screen.queryByRole('button', { name: /synchronization$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the schedule' })).toBeNull();
    const field = screen.getByRole('textbox', { name: /Minutes between incremental/ });
    expect(field.hasAttribute('readonly')).toBe(true);
  });
});
