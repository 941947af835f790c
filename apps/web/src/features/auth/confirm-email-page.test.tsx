// Confirming a new e-mail from its link, through the real router: nothing is confirmed on load,
// only on the button; the stored session learns the new address; a refused link says why.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, setStoredUser } from '#shared/session/session-storage.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../testing/fetch-mock.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { customerUser } from '../../testing/session-user.ts';

const slow = { timeout: 10_000 };
const TOKEN = 'Zx8cV2bN4mQ6wE1rT3yU5iO7pA9sD0fG2hJ4kL6zX8c';
const PAGE = `/confirmar-email?token=${TOKEN}`;
const confirmed = () => jsonResponse({ dades: null, error: false, missatge: 'accounts.emailChanged' });

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('confirming a new e-mail', { timeout: 30_000 }, () => {
  it('confirms only when the button is pressed, then offers the login', async () => {
    const { requests } = mockFetch(confirmed());
    await renderApp(PAGE, 'en');
    const button = await screen.findByRole('button', { name: 'Confirm my new address' }, slow);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm e-mail address' })).toBeDefined();
    // Opening the link (as a mail scanner does) sends nothing.
    expect(requests).toHaveLength(0);
    fireEvent.click(button);
    const status = (await screen.findByText('E-mail changed.', {}, slow)).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/v1/usuaris/confirmar-email',
      method: 'PUT',
      body: JSON.stringify({ token: TOKEN }),
    });
    expect(screen.getByRole('link', { name: 'Go to log in' }).getAttribute('href')).toBe('/login');
  });

  it('refreshes the e-mail of a session stored in this browser', async () => {
    setStoredUser(customerUser({ email: 'old@soldamar.example' }));
    const { accessToken: _a, refreshToken: _r, ...self } = customerUser({ email: 'new@soldamar.example' });
    const { requests } = mockFetch(confirmed(), jsonResponse({ dades: self, error: false, missatge: null }));
    await renderApp(PAGE, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my new address' }, slow));
    expect(await screen.findByText('E-mail changed.', {}, slow)).toBeDefined();
    expect(requests[1]).toMatchObject({ url: '/api/v1/usuaris/self', method: 'GET' });
    expect(getStoredUser()).toMatchObject({ email: 'new@soldamar.example', accessToken: 'access-1' });
    expect(screen.getByRole('link', { name: 'Back to the portal' }).getAttribute('href')).toBe('/');
  });

  it('says when the link has expired, with the way to ask again', async () => {
    mockFetch(errorResponse(400, 'Aquest enllaç ha caducat.', 'accounts.linkExpired'));
    await renderApp(PAGE, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my new address' }, slow));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('This confirmation link has expired.');
    expect(within(alert).getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe(
      '/perfil',
    );
    expect(screen.queryByRole('button', { name: 'Confirm my new address' })).toBeNull();
  });

  it('says so without a button when the address has no token', async () => {
    const { fetchMock } = mockFetch();
    await renderApp('/confirmar-email', 'en');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('The address has no link code.');
    expect(screen.queryByRole('button', { name: 'Confirm my new address' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
