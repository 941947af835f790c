// The screens screen through the real router: the menu screens in order and the others apart;
// reordering with the move buttons (focus kept, new position announced) and with the keyboard
// on the drag handle; the save's body, its notification, and the menu that follows; and no
// reordering without the permission.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { adminUser, screensServer } from './testing/screens-server.ts';

const slow = { timeout: 10_000 };

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const menuList = () => screen.findByRole('list', { name: 'Menu screens, in order' }, slow);

async function menuNames() {
  const list = await menuList();
  // Each row reads "<position>.<name>/<address>…": check the positions and return the names.
  return within(list)
    .getAllByRole('listitem')
    .map((item, index) => {
      const [, position, name] = /^(\d+)\.([^/]+)\//.exec(item.textContent ?? '') ?? [];
      expect(Number(position)).toBe(index + 1);
      return name;
    });
}

const navigationLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('screens administration', { timeout: 30_000 }, () => {
  it('lists the menu screens in menu order with icon, name and address, and the others apart', async () => {
    screensServer();
    await renderApp('/pantalles', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Screens' }, slow)).toBeDefined();
    expect(await menuNames()).toEqual(['Products', 'Users', 'Permissions', 'Screens', 'Parameters']);
    const first = within(await menuList()).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('/products');
    expect(first.textContent).toContain('Icon: IconBuildingStore');
    // The icon is drawn as the menu draws it (a Tabler svg).
    expect(first.querySelector('svg.tabler-icon-building-store')).not.toBeNull();

    const others = screen.getByRole('list', { name: 'Screens that are not in the menu' });
    const detail = within(others).getAllByRole('listitem');
    expect(detail).toHaveLength(1);
    expect(detail[0]!.textContent).toContain('Equipment detail');
    expect(detail[0]!.textContent).toContain('/equipments/product/detail');
    expect(detail[0]!.textContent).toContain('Opens from: Products');
    expect(within(others).queryByRole('button')).toBeNull();
  });

  it('moves a screen with the buttons, keeping the focus and announcing it, then saves the new positions', async () => {
    const server = screensServer();
    await renderApp('/pantalles', 'en');
    await menuList();
    const save = screen.getByRole('button', { name: 'Save the order' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Products up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Parameters down' })).toHaveProperty('disabled', true);

    const up = screen.getByRole('button', { name: 'Move Parameters up' });
    up.focus();
    fireEvent.click(up);
    expect(await menuNames()).toEqual(['Products', 'Users', 'Permissions', 'Parameters', 'Screens']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Parameters up' }));
    const announced = screen.getByText('Parameters is now at position 4 of 5.');
    expect([announced.getAttribute('role'), announced.getAttribute('aria-live')]).toEqual([
      'status',
      'polite',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Parameters up' }));
    expect(await menuNames()).toEqual(['Products', 'Users', 'Parameters', 'Permissions', 'Screens']);
    expect(screen.getByText('The order has changed. Save it so that the menu follows it.')).toBeDefined();
    // Down and back up again: the draft is what counts, not the clicks.
    fireEvent.click(screen.getByRole('button', { name: 'Move Users down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Users up' }));
    expect(await menuNames()).toEqual(['Products', 'Users', 'Parameters', 'Permissions', 'Screens']);
    expect(server.calls('PUT', '/permisos/reordenar')).toHaveLength(0);
    // The menu has not changed before the save.
    expect(navigationLinks()).toEqual(['/usuaris', '/permisos', '/pantalles', '/params']);

    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    // Parameters takes the position Permissions held, and each screen after it the next one's;
    // Products, Users and the detail screen keep theirs.
    await waitFor(() => expect(server.calls('PUT', '/permisos/reordenar')).toHaveLength(1));
    expect(server.calls('PUT', '/permisos/reordenar')[0]!.body).toEqual([
      { idPantalla: 10, ordre: 120 },
      { idPantalla: 8, ordre: 130 },
      { idPantalla: 9, ordre: 140 },
    ]);
    expect(await screen.findByText('Screens reordered.', {}, slow)).toBeDefined();
    // The session's menu is read again and the navigation follows the new order.
    await waitFor(() =>
      expect(navigationLinks()).toEqual(['/usuaris', '/params', '/permisos', '/pantalles']),
    );
    expect(server.calls('GET', '/usuaris/self')).toHaveLength(1);
    expect(getStoredUser()!.menu.map((entry) => entry.url)).toEqual([
      '/usuaris',
      '/params',
      '/permisos',
      '/pantalles',
    ]);
    expect(await menuNames()).toEqual(['Products', 'Users', 'Parameters', 'Permissions', 'Screens']);
    expect(screen.getByRole('button', { name: 'Save the order' })).toHaveProperty('disabled', true);
  });

  it('moves the focus to the other button when a screen reaches the top, and undoes a draft', async () => {
    const server = screensServer();
    await renderApp('/pantalles', 'en');
    await menuList();
    fireEvent.click(screen.getByRole('button', { name: 'Move Users up' }));
    expect(await menuNames()).toEqual(['Users', 'Products', 'Permissions', 'Screens', 'Parameters']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Users down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo the changes' }));
    expect(await menuNames()).toEqual(['Products', 'Users', 'Permissions', 'Screens', 'Parameters']);
    expect(server.calls('PUT', '/permisos/reordenar')).toHaveLength(0);
  });

  it('reorders with the keyboard on the drag handle: Space, arrow up, Space', async () => {
    const server = screensServer();
    await renderApp('/pantalles', 'en');
    const list = await menuList();
    // jsdom lays nothing out: give each row of the list a place, 60 px apart.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const item = this.closest('li');
      const index = item && list.contains(item) ? [...list.children].indexOf(item) : 0;
      const top = index * 60;
      return { x: 0, y: top, top, left: 0, width: 300, height: 50, right: 300, bottom: top + 50 } as DOMRect;
    });
    const handle = screen.getByRole('button', { name: 'Drag Screens to another position' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    // dnd-kit mounts its screen-reader instructions after the list, on a later render.
    await waitFor(() =>
      expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toContain(
        'To pick up a screen, press Space or Enter.',
      ),
    );
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    await waitFor(() =>
      expect(document.body.textContent).toContain('Picked up Screens. It is at position 4 of 5.'),
    );
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
    });
    await waitFor(() => expect(document.body.textContent).toContain('Screens was moved to position 3 of 5.'));
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    expect(await menuNames()).toEqual(['Products', 'Users', 'Screens', 'Permissions', 'Parameters']);
    expect(document.body.textContent).toContain('Screens was dropped at position 3 of 5.');

    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(() => expect(server.calls('PUT', '/permisos/reordenar')).toHaveLength(1));
    expect(server.calls('PUT', '/permisos/reordenar')[0]!.body).toEqual([
      { idPantalla: 9, ordre: 120 },
      { idPantalla: 8, ordre: 130 },
    ]);
  });

  it('offers no handles, move buttons or save without the reorder permission', async () => {
    const server = screensServer({ actions: ['GET /pantalles'] });
    await renderApp('/pantalles', 'en');
    expect(await menuNames()).toEqual(['Products', 'Users', 'Permissions', 'Screens', 'Parameters']);
    expect(within(await menuList()).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save the order' })).toBeNull();
    expect(server.calls('PUT', '/permisos/reordenar')).toHaveLength(0);
  });
});
