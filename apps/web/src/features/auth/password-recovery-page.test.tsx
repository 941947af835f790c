// Password recovery through the real router: the e-mail checked by the domain's rule, the request
// sent, the same confirmation for any address, and the rate limit.
import { notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../testing/fetch-mock.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';

const slow = { timeout: 10_000 };
const sent = () => jsonResponse({ dades: null, error: false, missatge: 'users.recoveryLinkSent' });

async function ask(email: string) {
  fireEvent.change(await screen.findByLabelText(/^E-mail/, {}, slow), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('password recovery', { timeout: 30_000 }, () => {
  it('sends the e-mail and shows the same confirmation whatever the address', async () => {
    const confirmations: string[] = [];
    for (const email of ['compras@soldamar.example', 'nobody@nowhere.example']) {
      const { requests } = mockFetch(sent());
      await renderApp('/recuperar-contrasenya', 'en');
      expect(await screen.findByRole('heading', { level: 1, name: 'Password recovery' }, slow)).toBeDefined();
      await ask(`  ${email.toUpperCase()} `);
      // Said on the page and by spec §8's positive toast of 4 s.
      const status = await waitFor(() => {
        const said = screen.getAllByText('The recovery link has been sent.');
        const found = said.map((element) => element.closest('[role="status"]')).find(Boolean);
        expect(found).toBeTruthy();
        return found!;
      }, slow);
      // One toast per send (the store keeps the first send's while its 4 s run).
      const { notifications: shown, queue } = notificationsStore.getState();
      expect([...shown, ...queue]).toHaveLength(confirmations.length + 1);
      expect([...shown, ...queue].at(-1)).toMatchObject({
        color: 'green',
        message: 'The recovery link has been sent.',
        autoClose: 4000,
      });
      confirmations.push(status!.textContent!);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        url: '/api/v1/usuaris/demanar-canvi-contrasenya',
        method: 'PUT',
        body: JSON.stringify({ email }),
      });
      expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
      cleanup();
    }
    expect(confirmations[1]).toBe(confirmations[0]);
    expect(confirmations[0]).toContain('valid for 60 minutes');
  });

  it('checks the address with the e-mail rule, moves the focus to it and sends nothing', async () => {
    const { fetchMock } = mockFetch();
    await renderApp('/recuperar-contrasenya', 'en');
    await ask('ana@');
    expect(await screen.findByText('Invalid e-mail format.', {}, slow)).toBeDefined();
    const field = screen.getByLabelText(/^E-mail/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('This field is required.', {}, slow)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the rate-limit message in the interface language when asked too often', async () => {
    mockFetch(
      errorResponse(429, "Massa intents. Torneu-ho a provar d'aquí a 600 segons.", 'errors.rateLimited'),
    );
    await renderApp('/recuperar-contrasenya', 'en');
    await ask('compras@soldamar.example');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('Too many attempts. Try again in 600 s.');
    // The form stays, to try again later.
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeDefined();
  });
});
