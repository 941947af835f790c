// /perfil through the real router: "My user" shows the account and saves the contact name and
// language through `PUT /usuaris/self` (the session and the interface follow); a customer's user
// also gets "My company" and "Delivery addresses" — the addresses listed and one added with the
// checkout's dialog — while staff get neither and nothing of a customer is asked for.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { profileServer, selfOf, staffSession } from './testing/profile-server.ts';
import { envelope, json, type SeenRequest } from '../../testing/fake-api.ts';
import { englishCustomerUser } from '../../testing/session-user.ts';
import { contact } from '../../testing/customer-contacts.ts';

const slow = { timeout: 10_000 };

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.findByRole('region', { name }, slow);
const termsOf = (node: HTMLElement) =>
  Object.fromEntries(
    [...node.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('profile', { timeout: 60_000 }, () => {
  it('saves the contact name and language with PUT /usuaris/self; the session and the interface follow', async () => {
    const user = englishCustomerUser({ accessToken: 'tok-1' });
    setStoredUser(user);
    const saved = selfOf({
      ...user,
      nomContacte: 'Anna Puig',
      idioma: 'ca',
      language: { id: 'ca', name: 'Català' },
    });
    const server = profileServer({ 'PUT /usuaris/self': () => envelope(saved, 'common.saved') });
    await renderApp('/perfil', 'en');
    const mine = await section('My user');
    expect(termsOf(mine)).toMatchObject({
      Username: 'bronze',
      'E-mail': 'compras@soldamar.example',
      Customer: 'Soldamar SL (C0003)',
      Roles: 'Buyer',
    });
    const name = within(mine).getByRole('textbox', { name: 'Contact name' });
    expect(name).toHaveProperty('value', 'Lucía Gómez');
    fireEvent.change(name, { target: { value: '  Anna Puig ' } });
    fireEvent.change(within(mine).getByRole('combobox', { name: 'Language' }), { target: { value: 'ca' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.writes()).toHaveLength(1), slow);
    expect(server.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/usuaris/self',
      body: { nomContacte: 'Anna Puig', idioma: 'ca' },
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('ca'), slow);
    expect(getStoredUser()).toMatchObject({ nomContacte: 'Anna Puig', idioma: 'ca', accessToken: 'tok-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'El meu perfil' }, slow)).toBeDefined();
    const mineNow = await section('El meu usuari');
    expect(within(mineNow).getByRole('textbox', { name: 'Nom de contacte' })).toHaveProperty(
      'value',
      'Anna Puig',
    );
  });

  it('shows staff their user only: no company, no delivery addresses, nothing of a customer asked', async () => {
    setStoredUser(staffSession());
    const server = profileServer();
    await renderApp('/perfil', 'en');
    const mine = await section('My user');
    expect(termsOf(mine)).toEqual({
      Username: 'admin',
      'E-mail': 'admin@portal.example',
      Roles: 'Administrator',
    });
    expect(screen.getAllByRole('region')).toEqual([mine]);
    expect(screen.queryByRole('region', { name: 'My company' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Delivery addresses' })).toBeNull();
    expect(server.requests.filter((r) => r.path.startsWith('/client'))).toEqual([]);
  });

  it("lists the delivery addresses and adds one with the checkout's dialog", async () => {
    setStoredUser(englishCustomerUser());
    const created = contact({
      id: 12,
      nombreContacto: 'Obra Porto',
      direccion: 'Rua do Aço 3',
      codigoPostal: '4000-001',
      poblacion: 'Porto',
      provincia: '',
      pais: 'PT',
    });
    let contacts = [contact()];
    const server = profileServer({
      'GET /cliente/contactos': () => json(contacts),
      'POST /cliente/contactos/add/contacto': () => {
        contacts = [...contacts, created];
        return json({ ...created, missatge: 'Contact created.', error_description: '' }, 201);
      },
    });
    await renderApp('/perfil', 'en');
    const addresses = await section('Delivery addresses');
    const items = await within(addresses).findAllByRole('listitem', {}, slow);
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Soldamar – warehouse');
    await waitFor(() =>
      expect(termsOf(items[0]!)).toEqual({
        Address: 'Calle del Acero 7',
        'Post code': '28906',
        Town: 'Getafe',
        Province: 'Madrid',
        Country: 'Spain',
      }),
    );

    fireEvent.click(within(addresses).getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New delivery address' }, slow);
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { selector: 'input' }), { target: { value } });
    type(/^Contact name/, 'Obra Porto');
    type(/^Address/, 'Rua do Aço 3');
    type(/^Post code/, '4000-001');
    type(/^Town/, 'Porto');
    const country = within(dialog).getByRole('textbox', { name: /^Country/ });
    fireEvent.click(country);
    const listbox = document.getElementById(country.getAttribute('aria-controls')!)!;
    fireEvent.click(within(listbox).getByRole('option', { name: 'Portugal', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the address' }));

    await waitFor(() => expect(server.writes()).toHaveLength(1), slow);
    const post = server.writes()[0] as SeenRequest;
    expect(post.path).toBe('/cliente/contactos/add/contacto');
    expect(post.query.get('pais')).toBe('PT');
    expect(post.body).toMatchObject({
      nombreContacto: 'Obra Porto',
      direccion: 'Rua do Aço 3',
      poblacion: 'Porto',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(within(addresses).getAllByRole('listitem')).toHaveLength(2), slow);
    expect(termsOf(within(addresses).getAllByRole('listitem')[1]!)).toMatchObject({
      Town: 'Porto',
      Province: '—',
      Country: 'Portugal',
    });
    expect(server.unhandled).toEqual([]);
  });
});
