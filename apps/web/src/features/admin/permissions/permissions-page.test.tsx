// The permissions screen through the real router: the list and its filters kept in the address,
// the permission form checked by the domain schema (the server's messages, focus on the first
// field in error) before anything is sent, create / edit / delete answered by the permission
// notification, and the buttons the screen's actions do not allow.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { refusal } from '../../../testing/fake-api.ts';
import { accessServer, adminUser } from './testing/access-server.ts';

const slow = { timeout: 10_000 };
const CAPTION = 'Permissions, in the order of their screens';

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const endPointsIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function expectPermissionNotice(show: ReturnType<typeof vi.spyOn>, message: string) {
  expect(show).toHaveBeenCalledWith(
    expect.objectContaining({ message, autoClose: 5000, position: 'bottom-center' }),
  );
}

describe('permissions screen', { timeout: 30_000 }, () => {
  it('lists every permission with its screen, and the filters kept in the address narrow it', async () => {
    const server = accessServer();
    await renderApp('/permisos', 'en');
    const table = await screen.findByRole('table', { name: CAPTION }, slow);
    expect(endPointsIn(table)).toEqual([
      'GET /productos/search',
      'GET /carrito',
      'GET /pedidos/cliente/getAll/{idCliente}',
      'DELETE /pedidos/pedido/{code}',
      'GET /usuaris',
      'GET /sense-pantalla',
    ]);
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(within(last).getByText('No screen')).toBeDefined();
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Products');
    expect(screen.getByText('Total: 6')).toBeDefined();

    // A screen and a role from the address: only what the role holds on that screen.
    cleanup();
    await renderApp('/permisos?idPantalla=2&idRol=1', 'en');
    expect(await screen.findByText('No permission matches the filters.', {}, slow)).toBeDefined();
    const query = server.calls('GET', '/permisos').at(-1)!.query;
    expect([query.get('idRol'), query.get('idPantalla')]).toEqual(['1', '2']);
    expect(
      await screen.findByText('Only the permissions the role ADMINISTRADOR holds are shown.', {}, slow),
    ).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Grant or revoke them on the Roles screen' }).getAttribute('href'),
    ).toBe('/rols?rol=1');
    expect((screen.getByRole('textbox', { name: 'Screen' }) as HTMLInputElement).value).toBe('Order history');
    expect((screen.getByRole('textbox', { name: 'Role' }) as HTMLInputElement).value).toBe('ADMINISTRADOR');
  });

  it('marks a role’s grants: with a role chosen only the permissions it holds are listed', async () => {
    accessServer();
    const { router } = await renderApp('/permisos?idRol=2', 'en');
    await waitFor(() => expect(screen.queryByText('Total: 4')).not.toBeNull(), slow);
    expect(endPointsIn(screen.getByRole('table', { name: CAPTION }))).toEqual([
      'GET /productos/search',
      'GET /carrito',
      'GET /pedidos/cliente/getAll/{idCliente}',
      'DELETE /pedidos/pedido/{code}',
    ]);
    const role = screen.getByRole('textbox', { name: 'Role' });
    expect((role as HTMLInputElement).value).toBe('CLIENT');
    fireEvent.click(role);
    const options = document.getElementById(role.getAttribute('aria-controls')!)!;
    fireEvent.click(within(options).getByRole('option', { name: 'Any role', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
    expect(await screen.findByText('Total: 6', {}, slow)).toBeDefined();
  });

  it('checks the form with the domain’s messages before sending, then creates the permission', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = accessServer();
    await renderApp('/permisos', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'New permission' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'New permission' }, slow);
    const endPoint = within(dialog).getByRole('textbox', { name: /^Endpoint/ });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.', {}, slow)).toBeDefined();
    expect(document.activeElement).toBe(endPoint);

    fireEvent.change(endPoint, { target: { value: 'GET usuaris' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'x'.repeat(201) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'The endpoint must look like “METHOD /path”, e.g. “GET /usuaris”.',
        {},
        slow,
      ),
    ).toBeDefined();
    expect(within(dialog).getByText('The text cannot be longer than 200 characters.')).toBeDefined();
    expect(document.activeElement).toBe(endPoint);
    expect(server.calls('POST', '/permisos')).toHaveLength(0);

    fireEvent.change(endPoint, { target: { value: 'GET /informes/{id}' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: ' One report ' },
    });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Screen' }));
    const listbox = document.getElementById(
      within(dialog).getByRole('textbox', { name: 'Screen' }).getAttribute('aria-controls')!,
    )!;
    fireEvent.click(within(listbox).getByRole('option', { name: 'Users (/usuaris)', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST', '/permisos')).toHaveLength(1), slow);
    expect(server.calls('POST', '/permisos')[0]!.body).toEqual({
      endPoint: 'GET /informes/{id}',
      descripcio: 'One report',
      idPantalla: 3,
    });
    expectPermissionNotice(show, 'Saved correctly.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(await screen.findByText('GET /informes/{id}', {}, slow)).toBeDefined();
  });

  it('puts the server’s refusal of a taken endpoint on the field', async () => {
    accessServer({
      override: (request) =>
        request.method === 'PUT' && request.path === '/permisos'
          ? refusal(409, 'admin.permissions.alreadyExists', 'A permission for this endpoint already exists.')
          : undefined,
    });
    await renderApp('/permisos', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the permission GET /carrito' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the permission GET /carrito' }, slow);
    const endPoint = within(dialog).getByRole('textbox', { name: /^Endpoint/ });
    expect((endPoint as HTMLInputElement).value).toBe('GET /carrito');
    expect((within(dialog).getByRole('textbox', { name: 'Screen' }) as HTMLInputElement).value).toBe(
      'Products (/products)',
    );
    fireEvent.change(endPoint, { target: { value: 'GET /usuaris' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(endPoint.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(within(dialog).getByText('A permission for this endpoint already exists.')).toBeDefined();
    expect(document.activeElement).toBe(endPoint);
  });

  it('deletes a permission only after a confirmation naming it', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = accessServer();
    await renderApp('/permisos', 'en');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the permission GET /sense-pantalla' }, slow),
    );
    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Delete the permission GET /sense-pantalla?' },
      slow,
    );
    expect(within(confirm).getByText(/taken away from every role that holds it/)).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete the permission' }));
    await waitFor(() => expect(server.calls('DELETE', '/permisos/40')).toHaveLength(1), slow);
    expectPermissionNotice(show, 'Deleted correctly.');
    await waitFor(() => expect(screen.queryByText('GET /sense-pantalla')).toBeNull(), slow);
  });

  it('offers no create, edit or delete without those actions', async () => {
    accessServer({ actions: ['GET /permisos'] });
    await renderApp('/permisos', 'en');
    expect(await screen.findByRole('table', { name: CAPTION }, slow)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'New permission' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit the permission/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the permission/ })).toBeNull();
  });
});
