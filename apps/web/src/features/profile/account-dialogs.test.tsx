// The profile's "Change password" and "Change e-mail" dialogs on /perfil: the spec's checks
// before anything is sent, the server's refusals on their fields (wrong current password, an
// address another user has), and what success means — every session ended and the login screen
// saying "password changed, log in again"; a link mailed to the new address and nothing changed yet.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { profileServer } from './testing/profile-server.ts';
import { envelope, refusal } from '../../testing/fake-api.ts';
import { englishCustomerUser } from '../../testing/session-user.ts';
import { errorOf, press, type } from '../../testing/queries.ts';

const slow = { timeout: 10_000 };

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(englishCustomerUser({ refreshToken: 'refresh-xyz' }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openDialog(button: string, title: string) {
  const mine = await screen.findByRole('region', { name: 'My user' }, slow);
  fireEvent.click(within(mine).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title }, slow);
}
const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input' });

describe('change password', { timeout: 60_000 }, () => {
  it('refuses new passwords that do not match, focuses the confirmation, and sends nothing', async () => {
    const server = profileServer();
    await renderApp('/perfil', 'en');
    const dialog = await openDialog('Change password', 'Change password');
    expect(within(dialog).getByText(/every session of yours ends, this one too/)).toBeDefined();
    type(field(dialog, /^Current password/), 'old-password-1');
    type(field(dialog, /^New password/), 'new-password-1');
    const confirm = field(dialog, /^Confirm the new password/);
    type(confirm, 'new-password-2');
    press(dialog, 'Change password');
    await waitFor(() => expect(errorOf(confirm)).toBe('The passwords do not match.'), slow);
    await waitFor(() => expect(document.activeElement).toBe(confirm), slow);

    // Too short a password is the spec's other rule.
    const password = field(dialog, /^New password/);
    type(password, 'short');
    type(confirm, 'short');
    press(dialog, 'Change password');
    await waitFor(
      () => expect(errorOf(password)).toBe('The password must be more than 8 characters long.'),
      slow,
    );
    expect(server.writes()).toEqual([]);
  });

  it("shows the server's wrong current password on that field, and the session stays", async () => {
    const server = profileServer({
      'PUT /usuaris/canviar-contrasenya': () =>
        refusal(400, 'accounts.currentPasswordWrong', 'The current password is not correct.'),
    });
    await renderApp('/perfil', 'en');
    const dialog = await openDialog('Change password', 'Change password');
    const current = field(dialog, /^Current password/);
    type(current, 'not-my-password');
    type(field(dialog, /^New password/), 'new-password-1');
    type(field(dialog, /^Confirm the new password/), 'new-password-1');
    press(dialog, 'Change password');
    await waitFor(() => expect(errorOf(current)).toBe('The current password is not correct.'), slow);
    await waitFor(() => expect(document.activeElement).toBe(current), slow);
    expect(server.writes()).toHaveLength(1);
    expect(getStoredUser()).not.toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('on success ends the session and shows the login screen with "log in again"', async () => {
    const server = profileServer({
      'PUT /usuaris/canviar-contrasenya': () => envelope(null, 'users.passwordChanged'),
    });
    const { router } = await renderApp('/perfil', 'en');
    const dialog = await openDialog('Change password', 'Change password');
    type(field(dialog, /^Current password/), 'old-password-1');
    type(field(dialog, /^New password/), 'new-password-1');
    type(field(dialog, /^Confirm the new password/), 'new-password-1');
    press(dialog, 'Change password');

    expect(await screen.findByRole('heading', { name: 'Log in to the portal' }, slow)).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status').textContent).toBe('Password changed. Please log in again.');
    expect(server.calls('PUT', '/usuaris/canviar-contrasenya')[0]!.body).toEqual({
      currentPassword: 'old-password-1',
      password: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(getStoredUser()).toBeNull();
    expect(sessionStorage.getItem('actions')).toBeNull();
    await waitFor(() => expect(server.calls('POST', '/auth/oauth/revoke')).toHaveLength(1), slow);

    // Shown once: the login screen after a later logout says nothing of it.
    cleanup();
    await renderApp('/login', 'en');
    await screen.findByRole('heading', { name: 'Log in to the portal' }, slow);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('change e-mail', { timeout: 60_000 }, () => {
  it('shows "user already exists, try recovering the password" on the e-mail for an address in use', async () => {
    const server = profileServer({
      'PUT /usuaris/canviar-email': () =>
        refusal(409, 'users.alreadyExists', 'The user already exists. Try recovering the password.'),
    });
    await renderApp('/perfil', 'en');
    const dialog = await openDialog('Change e-mail', 'Change e-mail');
    expect(within(dialog).getByText(/Your e-mail is now compras@soldamar\.example/)).toBeDefined();
    const email = field(dialog, /^New e-mail/);
    type(email, 'taken@soldamar.example');
    type(field(dialog, /^Current password/), 'my-password-1');
    press(dialog, 'Send the link');
    await waitFor(
      () => expect(errorOf(email)).toBe('The user already exists. Try recovering the password.'),
      slow,
    );
    await waitFor(() => expect(document.activeElement).toBe(email), slow);
    expect(server.writes()).toHaveLength(1);
  });

  it('checks the address and the password before sending anything', async () => {
    const server = profileServer();
    await renderApp('/perfil', 'en');
    const dialog = await openDialog('Change e-mail', 'Change e-mail');
    const email = field(dialog, /^New e-mail/);
    type(email, 'not-an-address');
    press(dialog, 'Send the link');
    await waitFor(() => expect(errorOf(email)).toBe('Invalid e-mail format.'), slow);
    expect(errorOf(field(dialog, /^Current password/))).toBe('This field is required.');
    await waitFor(() => expect(document.activeElement).toBe(email), slow);
    expect(server.writes()).toEqual([]);
  });

  it('on success says a link was sent to the new address, and nothing changes yet', async () => {
    const server = profileServer({
      'PUT /usuaris/canviar-email': () => envelope(null, 'accounts.emailConfirmationSent'),
    });
    await renderApp('/perfil', 'en');
    const dialog = await openDialog('Change e-mail', 'Change e-mail');
    type(field(dialog, /^New e-mail/), '  Nova@Soldamar.example ');
    type(field(dialog, /^Current password/), 'my-password-1');
    press(dialog, 'Send the link');
    const status = await within(dialog).findByRole('status', {}, slow);
    expect(status.textContent).toBe(
      'We have sent a link to nova@soldamar.example. Your e-mail will change when you open it; it lasts 24 hours. Until then nothing changes.',
    );
    expect(server.calls('PUT', '/usuaris/canviar-email')[0]!.body).toEqual({
      email: 'nova@soldamar.example',
      currentPassword: 'my-password-1',
    });
    expect(getStoredUser()?.email).toBe('compras@soldamar.example');
    const close = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(document.activeElement).toBe(close), slow);
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  });
});
