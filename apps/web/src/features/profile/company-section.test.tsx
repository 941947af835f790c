// "My company" on /perfil: what the ERP decides shown as it is (the price list by its tier's
// name), the rest checked with the server's schema before anything is sent — the spec's "invalid
// CIF format" and IBAN message on their fields, the focus on the first — and a valid edit sent as
// `customerUpdateSchema` shapes it, without payment method or price list; the server's refusals
// shown on the field they name or above the form.
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { customerProfile, profileServer } from './testing/profile-server.ts';
import { json, refusal, type SeenRequest } from '../../testing/fake-api.ts';
import { englishCustomerUser } from '../../testing/session-user.ts';
import { errorOf, press, type } from '../../testing/queries.ts';

const slow = { timeout: 10_000 };
const IBAN_MESSAGE =
  "Invalid IBAN: two letters, then digits, with the length of the country's IBAN (22 for DE, 24 for ES) and correct check digits.";

/** The company's administrator, who may change its data. */
const companyAdministrator = () =>
  englishCustomerUser({
    roles: [{ idRol: 7, nom: 'ADMIN_EMPRESA' }],
    actions: [
      { idPermis: 1, endPoint: 'GET /carrito', descripcio: 'Read the cart' },
      { idPermis: 2, endPoint: 'PUT /clientes/update', descripcio: 'Change the company data' },
    ],
  });

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(companyAdministrator());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function company() {
  await renderApp('/perfil', 'en');
  const region = await screen.findByRole('region', { name: 'My company' }, slow);
  await within(region).findByRole('textbox', { name: /^Company name/ }, slow);
  return region;
}
const field = (region: HTMLElement, label: RegExp) =>
  within(region).getByLabelText(label, { selector: 'input' });
const save = (region: HTMLElement) => press(region, 'Save the company data');

describe('my company', { timeout: 60_000 }, () => {
  it("shows what the ERP decides, the price list by its tier's name, and the editable data", async () => {
    profileServer();
    const region = await company();
    const facts = Object.fromEntries(
      [...region.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(facts).toEqual({
      'Customer code': 'C0003',
      'Payment method': 'Transfer',
      'Price list': 'Gold',
      'Account code': '430000003',
    });
    expect(field(region, /^Company name/)).toHaveProperty('value', 'Soldamar SL');
    expect(field(region, /^CIF/)).toHaveProperty('value', 'B12345674');
    expect(field(region, /^Phone/)).toHaveProperty('value', '+34 930 000 000');
    expect(field(region, /^Bank account/)).toHaveProperty('value', '');
    // The payment day is the company's to ask for (the ERP confirms it).
    expect(field(region, /^Payment day/)).toHaveProperty('value', '15');
    await waitFor(() => expect(field(region, /^Country/)).toHaveProperty('value', 'Spain'), slow);
    expect(within(region).getByText(/sends them to the ERP/)).toBeDefined();
    // Nothing the ERP decides can be typed into.
    expect(
      within(region).queryByRole('textbox', { name: /Payment method|Price list|Account code|Customer code/ }),
    ).toBeNull();
  });

  it('shows a buyer the same data to read, with who changes it, and no form', async () => {
    setStoredUser(englishCustomerUser());
    const server = profileServer();
    await renderApp('/perfil', 'en');
    const region = await screen.findByRole('region', { name: 'My company' }, slow);
    await within(region).findByText('Your company administrator changes these details.', {}, slow);
    const value = (term: string) => within(region).getByText(term).nextElementSibling?.textContent;
    expect(value('Company name')).toBe('Soldamar SL');
    expect(value('CIF')).toBe('B12345674');
    await waitFor(() => expect(value('Country')).toBe('Spain'), slow);
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Save the company data' })).toBeNull();
    expect(server.calls('PUT', '/clientes/update')).toHaveLength(0);
  });

  it('names the base price list bronze', async () => {
    profileServer({ 'GET /clientes/codigo/C0003': () => json(customerProfile({ idLista: 5 })) });
    const region = await company();
    expect(within(region).getByText('Price list').nextElementSibling?.textContent).toBe('Bronze (base)');
  });

  it("refuses an invalid CIF with the spec's message, focuses it, and sends nothing", async () => {
    const server = profileServer();
    const region = await company();
    const cif = field(region, /^CIF/);
    type(cif, 'B1234567X');
    save(region);
    await waitFor(() => expect(errorOf(cif)).toBe('Invalid CIF format.'), slow);
    await waitFor(() => expect(document.activeElement).toBe(cif), slow);
    expect(cif.getAttribute('aria-invalid')).toBe('true');
    expect(server.writes()).toEqual([]);
  });

  it('refuses an IBAN with wrong check digits with the IBAN message and sends nothing', async () => {
    const server = profileServer();
    const region = await company();
    const iban = field(region, /^Bank account/);
    type(iban, 'ES91 2100 0418 4502 0005 1333');
    save(region);
    await waitFor(() => expect(errorOf(iban)).toBe(IBAN_MESSAGE), slow);
    await waitFor(() => expect(document.activeElement).toBe(iban), slow);
    expect(server.writes()).toEqual([]);
  });

  it("refuses a payment day outside 0–30 with the spec's range message and sends nothing", async () => {
    const server = profileServer();
    const region = await company();
    const day = field(region, /^Payment day/);
    type(day, '31');
    save(region);
    await waitFor(() => expect(errorOf(day)).toBe('The value must be between 0 and 30.'), slow);
    await waitFor(() => expect(document.activeElement).toBe(day), slow);
    type(day, 'x');
    save(region);
    await waitFor(() => expect(errorOf(day)).toBe('Must be a number.'), slow);
    expect(server.writes()).toEqual([]);
  });

  it('sends a valid edit as customerUpdateSchema shapes it, without payment method or price list', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = profileServer({
      'PUT /clientes/update': ({ body }: SeenRequest) =>
        json(customerProfile(body as Partial<ReturnType<typeof customerProfile>>)),
    });
    const region = await company();
    type(field(region, /^Company name/), '  Soldamar Industrial SL ');
    type(field(region, /^CIF/), 'b-65410011');
    type(field(region, /^Bank account/), 'es91 2100 0418 4502 0005 1332');
    type(field(region, /^City/), 'Getafe');
    type(field(region, /^Payment day/), ' 20 ');
    save(region);

    await waitFor(() => expect(server.writes()).toHaveLength(1), slow);
    const put = server.writes()[0]!;
    expect(put.path).toBe('/clientes/update');
    expect(put.body).toEqual({
      codigo: 'C0003',
      razonSocial: 'Soldamar Industrial SL',
      cif: 'B65410011',
      telefono: '+34 930 000 000',
      direccion: 'Calle del Acero 7',
      codigoPostal: '28906',
      poblacion: 'Getafe',
      provincia: 'Madrid',
      ciudad: 'Getafe',
      pais: 'ES',
      entidadBancaria: 'ES9121000418450200051332',
      diaPago: 20,
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Company data saved; it will be sent to the ERP.' }),
      ),
    );
    // The form shows the data as the server now has it.
    await waitFor(() => expect(field(region, /^CIF/)).toHaveProperty('value', 'B65410011'), slow);
    expect(field(region, /^Bank account/)).toHaveProperty('value', 'ES9121000418450200051332');
  });

  it("shows the server's refusals on the field they name, or above the form", async () => {
    let answer = () =>
      refusal(400, 'errors.validation', 'The data sent is not valid.', [
        {
          field: 'telefono',
          missatge: 'validation.phone',
          error_description: 'Invalid phone number (server).',
        },
      ]);
    const server = profileServer({ 'PUT /clientes/update': () => answer() });
    const region = await company();
    save(region);
    const phone = field(region, /^Phone/);
    await waitFor(() => expect(errorOf(phone)).toBe('Invalid phone number (server).'), slow);
    await waitFor(() => expect(document.activeElement).toBe(phone), slow);

    answer = () =>
      refusal(
        409,
        'customers.pendingErp',
        'Your company is still being registered in the ERP. You can change its data once that is done.',
      );
    save(region);
    expect((await within(region).findByRole('alert', {}, slow)).textContent).toBe(
      'Your company is still being registered in the ERP. You can change its data once that is done.',
    );
    expect(server.writes()).toHaveLength(2);
  });
});
