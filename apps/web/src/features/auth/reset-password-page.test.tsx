// A new password from a recovery link, through the real router: each state of the link, the
// password rules checked before sending, and the way to the login once it is changed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, setStoredUser } from '#shared/session/session-storage.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../testing/fetch-mock.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { customerUser } from '../../testing/session-user.ts';

const slow = { timeout: 10_000 };
const TOKEN = 'q0sP3m4XkZ1bV7wR9tY2uI5oA8dF6gH0jK3lN4mB7cE';
const PAGE = `/canviar-contrasenya?token=${TOKEN}`;
const linkState = (estat: string) => jsonResponse({ dades: { estat }, error: false, missatge: null });

async function choose(password: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText(/^New password/, {}, slow), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
}

async function linkProblem(text: string) {
  const alert = await screen.findByRole('alert', {}, slow);
  expect(alert.textContent).toContain('This link cannot be used');
  expect(alert.textContent).toContain(text);
  const ask = within(alert).getByRole('link', { name: 'Ask for a new link' });
  expect(ask.getAttribute('href')).toBe('/recuperar-contrasenya');
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('new password from a recovery link', { timeout: 30_000 }, () => {
  it.each([
    ['expired', 'This link has expired'],
    ['used', 'This link has already been used'],
    ['unknown', 'This link is not valid'],
  ])('says when the link is %s, with the way to a new one', async (estat, text) => {
    const { requests } = mockFetch(linkState(estat));
    await renderApp(PAGE, 'en');
    await linkProblem(text);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /api/v1/usuaris/pot-canviar-contrasenya/${TOKEN}`,
    ]);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('says so without asking the server when the address has no token or a malformed one', async () => {
    const { fetchMock } = mockFetch();
    await renderApp('/canviar-contrasenya', 'en');
    await linkProblem('The address has no link code');
    cleanup();
    await renderApp('/canviar-contrasenya?token=abc', 'en');
    await linkProblem('This link is not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the rule on the field and refuses passwords that do not match, sending nothing', async () => {
    const { requests } = mockFetch(linkState('valid'));
    await renderApp(PAGE, 'en');
    const password = await screen.findByLabelText(/^New password/, {}, slow);
    const describedBy = password.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'More than 8 characters.',
    );
    await choose('portal-nova-2026', 'portal-nova-2027');
    expect(await screen.findByText('The passwords do not match.', {}, slow)).toBeDefined();
    const confirm = screen.getByLabelText(/^Repeat the new password/);
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    await choose('curta', 'curta');
    expect(
      await screen.findByText('The password must be more than 8 characters long.', {}, slow),
    ).toBeDefined();
    expect(requests).toHaveLength(1);
  });

  it('changes the password, ends the session stored here and says so on the login', async () => {
    setStoredUser(customerUser({ accessToken: 'access-old' }));
    const { requests } = mockFetch(
      linkState('valid'),
      jsonResponse({ dades: null, error: false, missatge: 'users.passwordChanged' }),
      jsonResponse({}),
    );
    const { router } = await renderApp(PAGE, 'en');
    await choose('portal-nova-2026', 'portal-nova-2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    // By its text: while the login screen's module loads, the page loader is a status too.
    const notice = await screen.findByText('Password changed. Please log in again.', {}, slow);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(requests[1]).toMatchObject({ url: '/api/v1/usuaris/canviar-contrasenya-token', method: 'PUT' });
    expect(JSON.parse(requests[1]!.body!)).toEqual({
      token: TOKEN,
      password: 'portal-nova-2026',
      confirmPassword: 'portal-nova-2026',
    });
    // The old session is ended as a logout does.
    expect(requests[2]).toMatchObject({ url: '/auth/oauth/revoke', body: 'token=access-old' });
  });

  it('shows the link state when the server refuses the link on sending', async () => {
    mockFetch(
      linkState('valid'),
      errorResponse(400, "Aquest enllaç ja s'ha fet servir.", 'accounts.linkUsed'),
    );
    await renderApp(PAGE, 'en');
    await choose('portal-nova-2026', 'portal-nova-2026');
    await linkProblem('This link has already been used');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});
