// The parameters screen through the real router: the paged, sorted, filtered list in the
// address; each known key's value checked in the dialog with the server's message (and the focus
// on the field) before anything is sent; create, the server's field errors, delete after a
// confirmation that names the parameter; and no write buttons without their actions.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { json } from '../../../testing/fake-api.ts';
import { adminUser, paramsServer } from './testing/params-server.ts';

const slow = { timeout: 10_000 };

const MESSAGES = {
  amount: 'Must be a non-negative amount with at most two decimals, e.g. 15,50.',
  email: 'Invalid e-mail format.',
  phone:
    'Invalid phone number: digits, spaces, dashes and parentheses, with an optional + in front (6 to 20 digits).',
  keyFormat:
    'The key must start with a letter and may only contain letters, digits, dots, hyphens and underscores.',
  required: 'This field is required.',
};

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Parameters the portal reads, by key' }, slow);

async function keys() {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map(
    (row) => within(row).getAllByRole('cell')[0]!.firstElementChild!.firstElementChild!.textContent,
  );
}

const valueField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Value/ });

function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function openEdit(clau: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${clau}` }, slow));
  return screen.findByRole('dialog', { name: `Edit the parameter ${clau}` }, slow);
}

describe('parameters administration', { timeout: 60_000 }, () => {
  it('lists the parameters by key with what the known ones mean, sorts and filters through the address', async () => {
    const server = paramsServer();
    const { router } = await renderApp('/params', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parameters' }, slow)).toBeDefined();
    await waitFor(async () =>
      expect(await keys()).toEqual([
        'emailContacto',
        'horari',
        'importeFijo',
        'pedidoMinimo',
        'telefonoContacto',
      ]),
    );
    expect(server.calls('GET', '/params')[0]!.query.toString()).toBe('page=0&size=20&sort=clau%2Casc');
    const minimum = within(await table()).getByRole('row', { name: /pedidoMinimo/ });
    expect(minimum.textContent).toContain(
      'Minimum order: the goods of an order must exceed this total (EUR).',
    );
    expect(minimum.textContent).toContain('100');

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Value' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=valor%2Casc'));
    await waitFor(() => expect(server.calls('GET', '/params').at(-1)!.query.get('sort')).toBe('valor,asc'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search by key or value' }), {
      target: { value: 'pedido' },
    });
    await waitFor(async () => expect(await keys()).toEqual(['pedidoMinimo']), slow);
    expect(server.calls('GET', '/params').at(-1)!.query.get('text')).toBe('pedido');
    expect(new URLSearchParams(router.state.location.search).get('text')).toBe('pedido');
  });

  it.each([
    ['pedidoMinimo', 4, 'An amount in euros', ['12.345', '-5', 'cent', ''], MESSAGES.amount, '150'],
    ['importeFijo', 3, 'An amount in euros', ['9,999', '1e3'], MESSAGES.amount, '9,95'],
    [
      'emailContacto',
      1,
      'An e-mail address',
      ['not an e-mail', 'a@b'],
      MESSAGES.email,
      'hola@empresa.example',
    ],
    [
      'telefonoContacto',
      2,
      'A phone number in international format',
      ['call us', '12345', '+34 930 000 000 ext 2'],
      MESSAGES.phone,
      '+34 931 234 567',
    ],
  ])(
    'checks the value of %s as its key needs before sending it',
    async (clau, idParam, hint, wrong, message, right) => {
      const server = paramsServer();
      await renderApp('/params', 'en');
      const dialog = await openEdit(clau);
      const value = valueField(dialog);
      expect(dialog.textContent).toContain(hint);
      // The key of an existing parameter is shown, not changed.
      expect(within(dialog).getByRole('textbox', { name: /^Key/ })).toHaveProperty('readOnly', true);
      for (const bad of wrong) {
        typeInto(value, bad);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(await within(dialog).findByText(message, {}, slow)).toBeDefined();
        expect(document.activeElement).toBe(value);
        expect(value.getAttribute('aria-invalid')).toBe('true');
      }
      expect(server.writes()).toEqual([]);

      typeInto(value, right);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(server.calls('PUT', '/params')).toHaveLength(1));
      expect(server.calls('PUT', '/params')[0]!.body).toEqual({ idParam, clau, valor: right });
      expect(await screen.findByText('Saved correctly.', {}, slow)).toBeDefined();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('goes back to the last page that has rows from an address past the end', async () => {
    const server = paramsServer();
    const { router } = await renderApp('/params?size=10&page=4', 'en');
    await waitFor(async () => expect(await keys()).toHaveLength(5));
    expect(server.calls('GET', '/params')[0]!.query.get('page')).toBe('3');
    expect(server.calls('GET', '/params').at(-1)!.query.get('page')).toBe('0');
    expect(router.state.location.search).toBe('?size=10');
  });

  it('creates a parameter, checking the key and the value the typed key needs', async () => {
    const server = paramsServer();
    await renderApp('/params', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'New parameter' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'New parameter' }, slow);
    const key = within(dialog).getByRole('textbox', { name: /^Key/ });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.required, {}, slow)).toBeDefined();
    expect(document.activeElement).toBe(key);

    typeInto(key, '1horari');
    typeInto(valueField(dialog), '8-15h');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.keyFormat, {}, slow)).toBeDefined();
    expect(document.activeElement).toBe(key);

    // A key the portal reads asks for its kind of value.
    typeInto(key, 'pedidoMinimo');
    expect(dialog.textContent).toContain('An amount in euros');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.amount, {}, slow)).toBeDefined();
    expect(document.activeElement).toBe(valueField(dialog));
    expect(server.writes()).toEqual([]);

    typeInto(key, 'horariEstiu');
    typeInto(valueField(dialog), '  8-15h ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST', '/params')).toHaveLength(1));
    expect(server.calls('POST', '/params')[0]!.body).toEqual({ clau: 'horariEstiu', valor: '8-15h' });
    await waitFor(async () => expect(await keys()).toContain('horariEstiu'));
  });

  it('shows the field errors the server answers under their fields, and a taken key beside it', async () => {
    let refusals = 0;
    paramsServer({
      override: (request) => {
        if (request.method === 'PUT' && refusals++ === 0)
          return json(
            {
              error: 'validation',
              missatge: 'errors.validation',
              error_description: 'Invalid data.',
              errors: [
                { field: 'valor', missatge: 'admin.params.invalidAmount', error_description: 'Not that.' },
              ],
            },
            400,
          );
        if (request.method === 'POST')
          return json(
            {
              error: 'conflict',
              missatge: 'admin.params.alreadyExists',
              error_description: 'A parameter with this key already exists.',
            },
            409,
          );
        return undefined;
      },
    });
    await renderApp('/params', 'en');
    const dialog = await openEdit('importeFijo');
    typeInto(valueField(dialog), '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not that.', {}, slow)).toBeDefined();
    expect(document.activeElement).toBe(valueField(dialog));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'New parameter' }));
    const create = await screen.findByRole('dialog', { name: 'New parameter' }, slow);
    // Opened afresh: nothing of the edit is left.
    expect(within(create).getByRole('textbox', { name: /^Key/ })).toHaveProperty('value', '');
    typeInto(within(create).getByRole('textbox', { name: /^Key/ }), 'horari');
    typeInto(valueField(create), 'x');
    fireEvent.click(within(create).getByRole('button', { name: 'Save' }));
    expect(
      await within(create).findByText('A parameter with this key already exists.', {}, slow),
    ).toBeDefined();
    expect(document.activeElement).toBe(within(create).getByRole('textbox', { name: /^Key/ }));
  });

  it('deletes a parameter only after a confirmation that names it', async () => {
    const server = paramsServer();
    await renderApp('/params', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete horari' }, slow));
    let confirm = await screen.findByRole('dialog', { name: 'Delete the parameter horari?' }, slow);
    expect(confirm.textContent).toContain('The parameter horari with the value “8-14h” will be deleted.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete horari' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete the parameter horari?' }, slow);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete the parameter' }));
    await waitFor(() => expect(server.calls('DELETE', '/params/5')).toHaveLength(1));
    expect(await screen.findByText('Deleted correctly.', {}, slow)).toBeDefined();
    await waitFor(async () => expect(await keys()).not.toContain('horari'));
  });

  it('offers no create, edit or delete without their actions', async () => {
    paramsServer({ actions: ['GET /params', 'PUT /params'] });
    await renderApp('/params', 'en');
    expect(await screen.findByRole('button', { name: 'Edit horari' }, slow)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'New parameter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    cleanup();

    paramsServer({ actions: ['GET /params'] });
    await renderApp('/params', 'en');
    await waitFor(async () => expect(await keys()).toHaveLength(5));
    expect(within(await table()).queryAllByRole('button')).toHaveLength(2); // the two sort buttons
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
