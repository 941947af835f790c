// The roles screen through the real router: the list, a role's permission matrix grouped by
// screen whose checkboxes grant and revoke, the home screen, create / rename with the domain's
// checks, delete after a confirmation naming the role (and the server's refusal while users
// hold it), and the buttons and boxes the screen's actions do not allow.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { refusal } from '../../../testing/fake-api.ts';
import { accessServer, adminUser } from '../permissions/testing/access-server.ts';

const slow = { timeout: 10_000 };

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The permission notification of spec §8/§9: 5 s, at the bottom. */
function expectPermissionNotice(show: ReturnType<typeof vi.spyOn>, message: string) {
  expect(show).toHaveBeenCalledWith(
    expect.objectContaining({ message, autoClose: 5000, position: 'bottom-center' }),
  );
}

describe('roles screen', { timeout: 30_000 }, () => {
  it('lists the roles with their users and home screen; a role opens its permissions grouped by screen', async () => {
    accessServer();
    const { router } = await renderApp('/rols', 'en');
    const table = await screen.findByRole('table', { name: /^Roles, with how many users/ }, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['ADMINISTRADOR', '1', 'Users', ''],
      ['CLIENT', '4', 'Products', ''],
    ]);
    expect(
      screen.getByText('Choose a role in the list to see its permissions and home screen.'),
    ).toBeDefined();

    fireEvent.click(within(table).getByRole('link', { name: 'Show the permissions of the role CLIENT' }));
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'Permissions of the role CLIENT' },
      slow,
    );
    expect(router.state.location.search).toBe('?rol=2');
    await waitFor(() => expect(document.activeElement).toBe(heading), slow);

    const groups = await screen.findAllByRole('group', {}, slow);
    expect(groups.map((group) => group.querySelector('legend')!.textContent)).toEqual([
      'Products (2 of 2)',
      'Order history (2 of 2)',
      'Users (0 of 1)',
      'Without a screen (0 of 1)',
    ]);
    const history = within(groups[1]!);
    const box = history.getByRole('checkbox', { name: 'DELETE /pedidos/pedido/{code} Cancel an order' });
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('grants with a tick and revokes with an untick, each answer shown as the permission notification', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = accessServer();
    await renderApp('/rols?rol=2', 'en');
    const usersBox = await screen.findByRole('checkbox', { name: /^GET \/usuaris/ }, slow);
    expect((usersBox as HTMLInputElement).checked).toBe(false);

    fireEvent.click(usersBox);
    await waitFor(() => expect((usersBox as HTMLInputElement).checked).toBe(true), slow);
    expect(server.calls('POST', '/permisos/donar-permis').map((r) => r.body)).toEqual([
      { idRol: 2, idPermis: 30 },
    ]);
    expectPermissionNotice(show, 'Permission granted to the role.');

    const cancelBox = screen.getByRole('checkbox', { name: /^DELETE \/pedidos\/pedido/ });
    fireEvent.click(cancelBox);
    await waitFor(() => expect((cancelBox as HTMLInputElement).checked).toBe(false), slow);
    expect(server.calls('POST', '/permisos/treure-permis').map((r) => r.body)).toEqual([
      { idRol: 2, idPermis: 21 },
    ]);
    expectPermissionNotice(show, 'Permission removed from the role.');
    expect(server.grantsOf(2)).toEqual([10, 11, 20, 30]);
  });

  it('shows a refused grant as the permission notification too, not as the 4 s toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    accessServer({
      override: (request) =>
        request.method === 'POST' && request.path === '/permisos/donar-permis'
          ? refusal(403, 'errors.forbidden', 'You do not have permission for this action.')
          : undefined,
    });
    await renderApp('/rols?rol=2', 'en');
    const usersBox = await screen.findByRole('checkbox', { name: /^GET \/usuaris/ }, slow);
    fireEvent.click(usersBox);
    await waitFor(() => expectPermissionNotice(show, 'You are not allowed to do this.'), slow);
    expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ autoClose: 4000 }));
    expect((usersBox as HTMLInputElement).checked).toBe(false);
  });

  it('sets the home screen among the screens the role holds a permission on', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = accessServer();
    await renderApp('/rols?rol=2', 'en');
    const home = await screen.findByRole('textbox', { name: 'Home screen' }, slow);
    await waitFor(() => expect((home as HTMLInputElement).value).toBe('Products'), slow);
    fireEvent.click(home);
    const listbox = await waitFor(() => document.getElementById(home.getAttribute('aria-controls')!)!, slow);
    // The dropdown is still in its opening transition in jsdom, hence `hidden`.
    const options = within(listbox).getAllByRole('option', { hidden: true });
    // Users is not offered: CLIENT holds no permission on it.
    expect(options.map((option) => option.textContent)).toEqual(['Products', 'Order history']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Order history', hidden: true }));
    await waitFor(() => expect(server.calls('POST', '/permisos/home')).toHaveLength(1), slow);
    // The first permission the role holds on that screen names it.
    expect(server.calls('POST', '/permisos/home')[0]!.body).toEqual({ idRol: 2, idPermis: 20 });
    expectPermissionNotice(show, "The role's home screen was updated.");
    await waitFor(() => expect((home as HTMLInputElement).value).toBe('Order history'), slow);
  });

  it('without the grant, revoke and role actions shows the boxes disabled and no write buttons', async () => {
    accessServer({ actions: ['GET /rols'] });
    await renderApp('/rols?rol=2', 'en');
    const boxes = await screen.findAllByRole('checkbox', {}, slow);
    expect(boxes.every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Home screen' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rename the role/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the role/ })).toBeNull();
  });

  it('with only the grant action, a granted box cannot be unticked but a free one can be ticked', async () => {
    accessServer({ actions: ['GET /rols', 'POST /permisos/donar-permis'] });
    await renderApp('/rols?rol=2', 'en');
    const granted = await screen.findByRole('checkbox', { name: /^GET \/carrito/ }, slow);
    expect((granted as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^GET \/usuaris/ }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });

  it('creates a role after the name check and opens it; renames it', async () => {
    const server = accessServer();
    const { router } = await renderApp('/rols', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'New role' }, slow);
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.', {}, slow)).toBeDefined();
    expect(document.activeElement).toBe(name);
    expect(server.calls('POST', '/rols')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  COMERCIAL  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Permissions of the role COMERCIAL' }, slow),
    ).toBeDefined();
    expect(server.calls('POST', '/rols')[0]!.body).toEqual({ nom: 'COMERCIAL' });
    expect(router.state.location.search).toBe('?rol=100');
    expect(await screen.findByText('Saved correctly.', {}, slow)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Rename the role COMERCIAL' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename the role COMERCIAL' }, slow);
    fireEvent.change(within(rename).getByRole('textbox', { name: /^Name/ }), { target: { value: 'VENDES' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Permissions of the role VENDES' }, slow),
    ).toBeDefined();
    expect(server.calls('PUT', '/rols')[0]!.body).toEqual({ idRol: 100, nom: 'VENDES' });
  });

  it('shows a taken name on the field', async () => {
    accessServer({
      override: (request) =>
        request.method === 'POST' && request.path === '/rols'
          ? new Response(
              JSON.stringify({
                error: 'conflict',
                missatge: 'admin.roles.alreadyExists',
                error_description: 'A role with this name already exists.',
              }),
              { status: 409, headers: { 'Content-Type': 'application/json' } },
            )
          : undefined,
    });
    await renderApp('/rols', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'New role' }, slow);
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: 'client' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(within(dialog).getByText('A role with this name already exists.')).toBeDefined();
    expect(document.activeElement).toBe(name);
  });

  it('deletes a role only after a confirmation naming it, and shows the refusal while users hold it', async () => {
    const server = accessServer();
    await renderApp('/rols?rol=2', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the role CLIENT' }, slow));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the role CLIENT?' }, slow);
    expect(within(confirm).getByText(/The role CLIENT and its grants will be deleted/)).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(server.calls('DELETE', '/rols/2')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the role CLIENT' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: 'Delete the role' }),
    );
    expect(
      await screen.findByText('The role cannot be deleted: some users still hold it.', {}, slow),
    ).toBeDefined();
    expect(server.calls('DELETE', '/rols/2')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Permissions of the role CLIENT' })).toBeDefined();
  });
});
