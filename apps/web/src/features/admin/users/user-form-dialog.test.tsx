// The user form on the real /usuaris screen: the spec §5 checks with the spec's messages before
// anything is sent, the focus on the first field in error, what create and edit send, the
// server's "user already exists" on the fields, and the customer picked by searching.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { envelope, json, refusal } from '../../../testing/fake-api.ts';
import { ADMIN_ROW, adminSession, user, usersPage, usersServer } from './testing/users-server.ts';
import { errorOf, press } from '../../../testing/queries.ts';

const slow = { timeout: 10_000 };

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminSession());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openCreateForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'New user' }, slow));
  return screen.findByRole('dialog', { name: 'New user' }, slow);
}

function field(dialog: HTMLElement, label: RegExp) {
  return within(dialog).getByLabelText(label, { selector: 'input' });
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const submit = (dialog: HTMLElement) => press(dialog, 'Save');

describe('user form', { timeout: 30_000 }, () => {
  it('requires user name, e-mail and password, sends nothing, and moves the focus to the first', async () => {
    const server = usersServer({ 'GET /usuaris': () => envelope(usersPage([ADMIN_ROW])) });
    await renderApp('/usuaris', 'en');
    const dialog = await openCreateForm();
    submit(dialog);

    const username = field(dialog, /^User name/);
    await waitFor(() => expect(errorOf(username)).toBe('This field is required.'), slow);
    expect(errorOf(field(dialog, /^E-mail/))).toBe('This field is required.');
    expect(errorOf(field(dialog, /^Password/))).toBe('This field is required.');
    expect(errorOf(field(dialog, /^Contact name/))).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(username), slow);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST', '/usuaris')).toHaveLength(0);
  });

  it('shows the spec’s messages: e-mail format, password length, passwords that do not match', async () => {
    const server = usersServer({ 'GET /usuaris': () => envelope(usersPage([ADMIN_ROW])) });
    await renderApp('/usuaris', 'en');
    const dialog = await openCreateForm();
    type(field(dialog, /^User name/), 'nuria');
    type(field(dialog, /^E-mail/), 'not-an-email');
    type(field(dialog, /^Password/), '12345678');
    type(field(dialog, /^Confirm the password/), '12345678');
    submit(dialog);

    const email = field(dialog, /^E-mail/);
    await waitFor(() => expect(errorOf(email)).toBe('Invalid e-mail format.'), slow);
    // Eight characters are not "more than 8".
    expect(errorOf(field(dialog, /^Password/))).toBe('The password must be more than 8 characters long.');
    await waitFor(() => expect(document.activeElement).toBe(email), slow);

    type(email, 'nuria@example.com');
    type(field(dialog, /^Password/), '123456789');
    type(field(dialog, /^Confirm the password/), '123456780');
    submit(dialog);
    const confirm = field(dialog, /^Confirm the password/);
    await waitFor(() => expect(errorOf(confirm)).toBe('The passwords do not match.'), slow);
    expect(errorOf(field(dialog, /^Password/))).toBeNull();
    expect(errorOf(email)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(confirm), slow);

    type(field(dialog, /^User name/), 'nuria@example.com');
    type(confirm, '123456789');
    submit(dialog);
    await waitFor(
      () => expect(errorOf(field(dialog, /^User name/))).toBe('The user name cannot contain spaces or “@”.'),
      slow,
    );
    expect(server.calls('POST', '/usuaris')).toHaveLength(0);
  });

  it('in Catalan, shows the same checks in Catalan', async () => {
    setStoredUser({ ...adminSession(), idioma: 'ca', language: { id: 'ca', name: 'Català' } });
    usersServer({ 'GET /usuaris': () => envelope(usersPage([ADMIN_ROW])) });
    await renderApp('/usuaris', 'ca');
    fireEvent.click(await screen.findByRole('button', { name: 'Usuari nou' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Usuari nou' }, slow);
    type(field(dialog, /^Correu electrònic/), 'x@y');
    type(field(dialog, /^Contrasenya/), 'curta');
    within(dialog).getByRole('button', { name: 'Desa' }).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desa' }));
    await waitFor(() => expect(errorOf(field(dialog, /^Correu electrònic/))).toMatch(/correu/i), slow);
    expect(errorOf(field(dialog, /^Nom d'usuari/))).toBe('Aquest camp és obligatori.');
    expect(errorOf(field(dialog, /^Contrasenya/))).toMatch(/més de 8 caràcters/);
  });

  it('creates a customer’s login: searches the customer by name, sends the fields, closes and lists again', async () => {
    let created = false;
    const server = usersServer({
      'GET /usuaris': () =>
        envelope(usersPage(created ? [ADMIN_ROW, user({ idUsuari: 9, username: 'nuria' })] : [ADMIN_ROW])),
      'GET /clientes': (request) =>
        json(
          request.query.get('text') === 'solda'
            ? [{ codigo: 'C0003', razonSocial: 'Talleres Soldamar SA' }]
            : [{ codigo: 'C0001', razonSocial: 'Calderería Montseny SL' }],
        ),
      'POST /usuaris': () => {
        created = true;
        return json(
          { dades: user({ idUsuari: 9, username: 'nuria' }), error: false, missatge: 'users.saved' },
          201,
        );
      },
    });
    await renderApp('/usuaris', 'en');
    const dialog = await openCreateForm();
    type(field(dialog, /^User name/), 'nuria');
    type(field(dialog, /^E-mail/), 'nuria@example.com');
    type(field(dialog, /^Contact name/), 'Núria Ferré');
    type(field(dialog, /^Password/), 'a-good-password');
    type(field(dialog, /^Confirm the password/), 'a-good-password');

    const customer = field(dialog, /^Customer/);
    fireEvent.click(customer);
    type(customer, 'solda');
    fireEvent.click(
      await screen.findByRole('option', { name: 'C0003 · Talleres Soldamar SA', hidden: true }, slow),
    );
    expect(server.calls('GET', '/clientes').at(-1)!.query.get('text')).toBe('solda');

    submit(dialog);
    expect(await screen.findByText('User created or updated.', {}, slow)).toBeDefined();
    expect(server.calls('POST', '/usuaris')[0]!.body).toEqual({
      username: 'nuria',
      email: 'nuria@example.com',
      nomContacte: 'Núria Ferré',
      idioma: 'ca',
      roles: [],
      codigoCliente: 'C0003',
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New user' })).toBeNull(), slow);
    expect(await screen.findByText('nuria', {}, slow)).toBeDefined();
  });

  it('edits a user: starts from their values, an empty password keeps it, and the roles are sent by id', async () => {
    const bronze = user();
    const server = usersServer({
      'GET /usuaris': () => envelope(usersPage([ADMIN_ROW, bronze])),
      'PUT /usuaris': () => envelope(bronze, 'users.saved'),
    });
    await renderApp('/usuaris', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit bronze' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user bronze' }, slow);
    expect((field(dialog, /^User name/) as HTMLInputElement).value).toBe('bronze');
    expect((field(dialog, /^Customer/) as HTMLInputElement).value).toBe('C0003 · Talleres Soldamar SA');
    expect(within(dialog).getByText('Leave it empty to keep the current password.')).toBeDefined();
    type(field(dialog, /^Contact name/), 'Lucía G.');
    submit(dialog);
    await waitFor(() => expect(server.calls('PUT', '/usuaris')).toHaveLength(1), slow);
    expect(server.calls('PUT', '/usuaris')[0]!.body).toEqual({
      idUsuari: 4,
      username: 'bronze',
      email: 'compras@soldamar.example',
      nomContacte: 'Lucía G.',
      idioma: 'es',
      roles: [2],
      codigoCliente: 'C0003',
    });
  });

  it('on edit, a password typed must still follow the rules', async () => {
    const server = usersServer({ 'GET /usuaris': () => envelope(usersPage([ADMIN_ROW, user()])) });
    await renderApp('/usuaris', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit bronze' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user bronze' }, slow);
    type(field(dialog, /^New password/), 'short');
    submit(dialog);
    await waitFor(
      () =>
        expect(errorOf(field(dialog, /^New password/))).toBe(
          'The password must be more than 8 characters long.',
        ),
      slow,
    );
    expect(server.calls('PUT', '/usuaris')).toHaveLength(0);
  });

  it('shows the server’s “user already exists” on the user name and e-mail, focusing the user name', async () => {
    usersServer({
      'GET /usuaris': () => envelope(usersPage([ADMIN_ROW])),
      'POST /usuaris': () =>
        refusal(409, 'users.alreadyExists', 'The user already exists. Try recovering the password.'),
    });
    await renderApp('/usuaris', 'en');
    const dialog = await openCreateForm();
    type(field(dialog, /^User name/), 'bronze');
    type(field(dialog, /^E-mail/), 'compras@soldamar.example');
    type(field(dialog, /^Password/), 'a-good-password');
    type(field(dialog, /^Confirm the password/), 'a-good-password');
    submit(dialog);
    const username = field(dialog, /^User name/);
    await waitFor(
      () => expect(errorOf(username)).toBe('The user already exists. Try recovering the password.'),
      slow,
    );
    expect(errorOf(field(dialog, /^E-mail/))).toBe('The user already exists. Try recovering the password.');
    await waitFor(() => expect(document.activeElement).toBe(username), slow);
    expect(screen.getByRole('dialog', { name: 'New user' })).toBeDefined();
  });

  it('puts the server’s field errors on their fields', async () => {
    usersServer({
      'GET /usuaris': () => envelope(usersPage([ADMIN_ROW])),
      'POST /usuaris': () =>
        refusal(400, 'errors.validation', 'The data sent is not valid.', [
          {
            field: 'email',
            missatge: 'validation.email',
            error_description: 'Invalid e-mail format (server).',
          },
        ]),
    });
    await renderApp('/usuaris', 'en');
    const dialog = await openCreateForm();
    type(field(dialog, /^User name/), 'nuria');
    type(field(dialog, /^E-mail/), 'nuria@example.com');
    type(field(dialog, /^Password/), 'a-good-password');
    type(field(dialog, /^Confirm the password/), 'a-good-password');
    submit(dialog);
    const email = field(dialog, /^E-mail/);
    await waitFor(() => expect(errorOf(email)).toBe('Invalid e-mail format (server).'), slow);
    await waitFor(() => expect(document.activeElement).toBe(email), slow);
  });
});
