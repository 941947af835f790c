// The ERP link screen through the real router: the ERP's health and the outbox's counts, the
// messages not yet sent with dates as DD/MM/YYYY HH:mm:ss, "retry now" (only with the permission,
// only where it applies, notified, the list read again), refresh, and the empty and failed states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { envelope, json } from '../../../testing/fake-api.ts';
import { adminUser, at, erpLink, erpLinkServer, message, READ_ACTION } from './testing/erp-link-server.ts';

const slow = { timeout: 10_000 };
const failedOrder = message({
  id: 8,
  referencia: 'P-2026-000040',
  estat: 'failed',
  intents: 1,
  darrerError: 'unknown customer',
  properIntent: null,
  reintentable: false,
});

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ERP link screen', { timeout: 30_000 }, () => {
  it('shows whether the ERP answers, the counts, and each message with its last error and next attempt', async () => {
    erpLinkServer({
      'GET /enllac-erp': () => envelope(erpLink({ missatges: [message(), failedOrder] })),
    });
    await renderApp('/enllac-erp', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'ERP link' }, slow)).toBeDefined();

    const summary = await screen.findByRole('list', { name: 'Summary of the ERP link' }, slow);
    expect(within(summary).getByText('Answers')).toBeDefined();
    expect(within(summary).getByText('Answer time: 23 ms')).toBeDefined();
    expect(within(summary).getByText('Checked on 05/03/2026 09:07:30')).toBeDefined();
    const card = (label: string) => within(summary).getByText(label).closest('li')!;
    expect(card('Waiting').textContent).toContain('1');
    expect(card('Failed').textContent).toContain('2');
    expect(within(card('Failed')).getByText('1 to be retried, 1 refused')).toBeDefined();
    expect(card('Sent in the last 24 h').textContent).toContain('12');

    const table = screen.getByRole('table', { name: 'Messages not yet sent to the ERP, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'New order',
      'P-2026-000042',
      'C0003',
      'To be retried',
      '3',
      'ERP answered 503',
      '05/03/2026 09:07:03',
      '05/03/2026 09:05:00',
      'Retry now',
    ]);
    expect(within(first!).getByRole('button', { name: 'Retry now: P-2026-000042' })).toBeDefined();
    // Refused for good: no next attempt, and no retry for an order the ERP rejected.
    expect(within(second!).getByText('Refused')).toBeDefined();
    expect(within(second!).getByText('unknown customer')).toBeDefined();
    expect(within(second!).getAllByRole('cell')[6]!.textContent).toBe('—');
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it('says when the ERP does not answer, and why', async () => {
    erpLinkServer({
      'GET /enllac-erp': () =>
        envelope(
          erpLink({
            erp: { estat: 'down', latenciaMs: 4, comprovat: at(9, 0, 0), error: 'ERP answered 503' },
          }),
        ),
    });
    await renderApp('/enllac-erp', 'en');
    const summary = await screen.findByRole('list', { name: 'Summary of the ERP link' }, slow);
    expect(within(summary).getByText('Does not answer')).toBeDefined();
    expect(within(summary).getByText('Reason: ERP answered 503')).toBeDefined();
    expect(screen.getByText('Everything has been sent to the ERP.')).toBeDefined();
  });

  it('retries a message now, notifies the outcome and reads the list again', async () => {
    let sent = false;
    const server = erpLinkServer({
      'GET /enllac-erp': () =>
        envelope(
          sent
            ? erpLink({ missatges: [failedOrder], recompte: { ...erpLink().recompte, lliurats24h: 13 } })
            : erpLink({ missatges: [message(), failedOrder] }),
        ),
      'POST /enllac-erp/7/reintentar': () => {
        sent = true;
        return envelope(
          message({ estat: 'done', properIntent: null, darrerError: null }),
          'admin.erpLink.sent',
        );
      },
    });
    await renderApp('/enllac-erp', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry now: P-2026-000042' }, slow));
    expect(await screen.findByText('Sent to the ERP.', {}, slow)).toBeDefined();
    await waitFor(() => expect(screen.queryByText('P-2026-000042')).toBeNull(), slow);
    expect(server.calls('POST', '/enllac-erp/7/reintentar')).toHaveLength(1);
    expect(server.calls('GET', '/enllac-erp').length).toBeGreaterThanOrEqual(2);
    const summary = screen.getByRole('list', { name: 'Summary of the ERP link' });
    expect(within(summary).getByText('Sent in the last 24 h').closest('li')!.textContent).toContain('13');
  });

  it('shows the refusal of a retry as the server words it', async () => {
    erpLinkServer({
      'GET /enllac-erp': () => envelope(erpLink({ missatges: [message()] })),
      'POST /enllac-erp/7/reintentar': () =>
        json(
          {
            error: 'conflict',
            missatge: 'admin.erpLink.beingSent',
            error_description: 'It is being sent to the ERP right now.',
          },
          409,
        ),
    });
    await renderApp('/enllac-erp', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry now: P-2026-000042' }, slow));
    expect(await screen.findByText('It is being sent to the ERP right now.', {}, slow)).toBeDefined();
  });

  it('offers no retry to a user whose actions do not include it', async () => {
    erpLinkServer({ 'GET /enllac-erp': () => envelope(erpLink({ missatges: [message()] })) }, [READ_ACTION]);
    await renderApp('/enllac-erp', 'en');
    expect(await screen.findByText('P-2026-000042', {}, slow)).toBeDefined();
    expect(screen.queryByRole('button', { name: /Retry now/ })).toBeNull();
  });

  it('reads the outbox again on "Refresh" and every ten seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = erpLinkServer({ 'GET /enllac-erp': () => envelope(erpLink()) });
    await renderApp('/enllac-erp', 'en');
    await screen.findByText('Everything has been sent to the ERP.', {}, slow);
    expect(server.calls('GET', '/enllac-erp')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.calls('GET', '/enllac-erp')).toHaveLength(2), slow);
    await vi.advanceTimersByTimeAsync(10_500);
    await waitFor(() => expect(server.calls('GET', '/enllac-erp')).toHaveLength(3), slow);
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    erpLinkServer({
      'GET /enllac-erp': () =>
        fail
          ? json({ error: 'internal', missatge: 'errors.generic', error_description: 'Boom' }, 500)
          : envelope(erpLink()),
    });
    await renderApp('/enllac-erp', 'en');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('The list could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Everything has been sent to the ERP.', {}, slow)).toBeDefined();
  });
});
