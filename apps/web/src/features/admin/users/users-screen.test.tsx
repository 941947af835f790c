// The users screen on the real router: the list and its address, the actions the screen's
// permissions allow (and only those), disabling and enabling a login, a new password, and
// deleting after a confirmation that names the user.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { envelope, json } from '../../../testing/fake-api.ts';
import { ADMIN_ROW, adminSession, user, usersPage, usersServer } from './testing/users-server.ts';

const slow = { timeout: 10_000 };
const LIST = '/usuaris';

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminSession());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bronze = user();
const disabled = user({
  idUsuari: 7,
  username: 'former',
  email: 'former@example.com',
  nomContacte: null,
  idioma: 'en',
  codigoCliente: null,
  razonSocial: null,
  actiu: false,
  roles: [],
});

describe('users screen', { timeout: 30_000 }, () => {
  it('lists the users with customer, roles, status and language, and keeps sort, text and page in the address', async () => {
    const server = usersServer({
      [`GET ${LIST}`]: (request) =>
        envelope(
          request.query.get('page') === '1'
            ? usersPage([disabled], 1, 20, 21)
            : usersPage([ADMIN_ROW, bronze], 0, 20, 21),
        ),
    });
    const { router } = await renderApp('/usuaris', 'en');
    const table = await screen.findByRole('table', { name: 'Users of the portal' }, slow);
    const row = within(table).getAllByRole('row')[2]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual([
      'bronze',
      'compras@soldamar.example',
      'Lucía Gómez',
      'C0003Talleres Soldamar SA',
      'Buyer',
      'Active',
      'Español',
    ]);
    const adminRow = within(table).getAllByRole('row')[1]!;
    expect(within(adminRow).getByText('Staff (no customer)')).toBeDefined();
    expect(within(adminRow).getByText('Administrator')).toBeDefined();
    expect(server.calls('GET', LIST)[0]!.query.toString()).toBe('page=0&size=20&sort=username%2Casc');

    fireEvent.click(screen.getByRole('button', { name: 'Sort by E-mail' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email%2Casc'), slow);
    await waitFor(() => expect(server.calls('GET', LIST).at(-1)!.query.get('sort')).toBe('email,asc'), slow);

    fireEvent.change(
      screen.getByRole('textbox', { name: 'Search by user name, e-mail, contact or customer' }),
      {
        target: { value: 'soldamar' },
      },
    );
    await waitFor(() => expect(server.calls('GET', LIST).at(-1)!.query.get('text')).toBe('soldamar'), slow);
    expect(new URLSearchParams(router.state.location.search).get('text')).toBe('soldamar');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('former', {}, slow)).toBeDefined();
    expect(screen.getByText('Disabled')).toBeDefined();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(server.calls('GET', LIST).at(-1)!.query.get('page')).toBe('1');
  });

  it('offers every action with every permission, but never disabling or deleting oneself', async () => {
    usersServer({ [`GET ${LIST}`]: () => envelope(usersPage([ADMIN_ROW, bronze])) });
    await renderApp('/usuaris', 'en');
    expect(await screen.findByRole('button', { name: 'Delete bronze' }, slow)).toBeDefined();
    expect(screen.getByRole('button', { name: 'New user' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Edit bronze' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Set a new password for bronze' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Disable bronze' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Edit admin' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable admin' })).toBeNull();
  });

  it('shows only what the screen’s stored actions allow', async () => {
    usersServer({ [`GET ${LIST}`]: () => envelope(usersPage([ADMIN_ROW, bronze])) }, [
      'GET /usuaris',
      'PUT /usuaris',
    ]);
    await renderApp('/usuaris', 'en');
    expect(await screen.findByRole('button', { name: 'Edit bronze' }, slow)).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
    cleanup();

    usersServer({ [`GET ${LIST}`]: () => envelope(usersPage([ADMIN_ROW, bronze])) }, [
      'GET /usuaris',
      'DELETE /usuaris/{id}',
    ]);
    await renderApp('/usuaris', 'en');
    expect(await screen.findByRole('button', { name: 'Delete bronze' }, slow)).toBeDefined();
    expect(screen.queryByRole('button', { name: /^(Edit|Disable|Set a new password)/ })).toBeNull();
    cleanup();

    usersServer({ [`GET ${LIST}`]: () => envelope(usersPage([ADMIN_ROW, bronze])) }, ['GET /usuaris']);
    await renderApp('/usuaris', 'en');
    expect(await screen.findByText('compras@soldamar.example', {}, slow)).toBeDefined();
    expect(screen.queryAllByRole('button', { name: /bronze|New user/ })).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('deletes a user only after a confirmation that names them', async () => {
    let deleted = false;
    const server = usersServer({
      [`GET ${LIST}`]: () => envelope(usersPage(deleted ? [ADMIN_ROW] : [ADMIN_ROW, bronze])),
      'DELETE /usuaris/4': () => {
        deleted = true;
        return envelope(null, 'common.deleted');
      },
    });
    await renderApp('/usuaris', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete bronze' }, slow));
    const confirm = await screen.findByRole('dialog', { name: 'Delete bronze?' }, slow);
    expect(within(confirm).getByText(/bronze \(compras@soldamar\.example\)/)).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(server.calls('DELETE', '/usuaris/4')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete bronze' }));
    const again = await screen.findByRole('dialog', { name: 'Delete bronze?' }, slow);
    fireEvent.click(within(again).getByRole('button', { name: 'Delete the user' }));
    expect(await screen.findByText('Deleted correctly.', {}, slow)).toBeDefined();
    expect(server.calls('DELETE', '/usuaris/4')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('compras@soldamar.example')).toBeNull(), slow);
  });

  it('disables a login after confirming (sending it whole with `actiu: false`), and enables one at once', async () => {
    const server = usersServer({
      [`GET ${LIST}`]: () => envelope(usersPage([ADMIN_ROW, bronze, disabled])),
      'PUT /usuaris': () => envelope(bronze, 'users.saved'),
    });
    await renderApp('/usuaris', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable bronze' }, slow));
    const confirm = await screen.findByRole('dialog', { name: 'Disable bronze?' }, slow);
    expect(within(confirm).getByText(/logged out at once/)).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable the login' }));
    await waitFor(() => expect(server.calls('PUT', '/usuaris')).toHaveLength(1), slow);
    expect(server.calls('PUT', '/usuaris')[0]!.body).toEqual({
      idUsuari: 4,
      username: 'bronze',
      email: 'compras@soldamar.example',
      nomContacte: 'Lucía Gómez',
      idioma: 'es',
      roles: [2],
      codigoCliente: 'C0003',
      actiu: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Enable former' }));
    await waitFor(() => expect(server.calls('PUT', '/usuaris')).toHaveLength(2), slow);
    expect(server.calls('PUT', '/usuaris')[1]!.body).toMatchObject({ idUsuari: 7, actiu: true, roles: [] });
    expect(screen.queryByRole('dialog', { name: /former/ })).toBeNull();
  });

  it('sets a new password: checks it with the spec’s rules, then sends the user with it', async () => {
    const server = usersServer({
      [`GET ${LIST}`]: () => envelope(usersPage([ADMIN_ROW, bronze])),
      'PUT /usuaris': () => json({ dades: bronze, error: false, missatge: 'users.saved' }),
    });
    await renderApp('/usuaris', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Set a new password for bronze' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'New password for bronze' }, slow);
    const password = within(dialog).getByLabelText(/^New password/, { selector: 'input' });
    const confirmation = within(dialog).getByLabelText(/^Confirm the password/, { selector: 'input' });
    const save = within(dialog).getByRole('button', { name: 'Set the password' });

    fireEvent.change(password, { target: { value: 'short' } });
    save.focus();
    fireEvent.click(save);
    expect(
      await within(dialog).findByText('The password must be more than 8 characters long.', {}, slow),
    ).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(password), slow);

    fireEvent.change(password, { target: { value: 'a-new-password' } });
    fireEvent.change(confirmation, { target: { value: 'a-new-passwort' } });
    save.focus();
    fireEvent.click(save);
    expect(await within(dialog).findByText('The passwords do not match.', {}, slow)).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(confirmation), slow);
    expect(server.calls('PUT', '/usuaris')).toHaveLength(0);

    fireEvent.change(confirmation, { target: { value: 'a-new-password' } });
    fireEvent.click(save);
    await waitFor(() => expect(server.calls('PUT', '/usuaris')).toHaveLength(1), slow);
    expect(server.calls('PUT', '/usuaris')[0]!.body).toMatchObject({
      idUsuari: 4,
      username: 'bronze',
      roles: [2],
      password: 'a-new-password',
      confirmPassword: 'a-new-password',
    });
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'New password for bronze' })).toBeNull(),
      slow,
    );
  });

  it('shows the empty and failed states', async () => {
    usersServer({
      [`GET ${LIST}`]: (request) =>
        request.query.get('text')
          ? envelope(usersPage([]))
          : json({ error: 'error', missatge: 'errors.generic', error_description: 'Boom' }, 500),
    });
    await renderApp('/usuaris?text=nobody', 'en');
    expect(await screen.findByText('No user matches the search.', {}, slow)).toBeDefined();
    cleanup();
    usersServer({
      [`GET ${LIST}`]: () =>
        json({ error: 'error', missatge: 'errors.generic', error_description: 'Boom' }, 500),
    });
    await renderApp('/usuaris', 'en');
    const retry = await screen.findByRole('button', { name: 'Try again' }, slow);
    expect(retry.closest('[role="alert"]')).not.toBeNull();
  });
});
