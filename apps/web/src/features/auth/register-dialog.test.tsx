// The registration dialog from the login screen, through the real router: every field by its
// label, the domain's rules before sending, "already registered" on the e-mail (when it is left
// and when the server refuses it) with the way to recover the password, and the confirmation.
import { registrationSchema } from '@portal/domain/accounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type Reply } from '../../testing/fetch-mock.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';

const slow = { timeout: 10_000 };
const TAKEN = 'This user is already registered. Try recovering the password.';

const VALID: Record<string, string> = {
  'Company name': '  Soldaduras del Ebro SL ',
  'CIF / NIF': 'b-12345674',
  Phone: '+34 976 000 000',
  Address: 'Calle del Arco 4',
  'Post code': '50001',
  Town: 'Zaragoza',
  Province: 'Zaragoza',
  City: '',
  'Contact name': 'Marta Ruiz',
  'E-mail': 'Compras@Ebro.example',
  Password: 'portal-nou-2026',
  'Repeat the password': 'portal-nou-2026',
};

/** What `GET /paises` (public) answers: the countries the ERP knows, named in the request's language. */
const COUNTRIES = [
  { codigo: 'PT', nombre: 'Portugal' },
  { codigo: 'ES', nombre: 'Spain' },
];

/**
 * The scripted server of `mockFetch` for the dialog's own requests; the country list, which the
 * dialog asks for as it opens, is answered aside so the script and `requests` hold only the rest.
 */
function mockServer(...replies: Reply[]) {
  const scripted = mockFetch(...replies);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/v1/paises') ? jsonResponse(COUNTRIES) : scripted.fetchMock(input, init),
    ),
  );
  return scripted;
}

async function openDialog() {
  await renderApp('/login', 'en');
  fireEvent.click(await screen.findByRole('button', { name: 'Register' }, slow));
  return screen.findByRole('dialog', { name: 'Customer registration' }, slow);
}

function field(dialog: HTMLElement, label: string) {
  return within(dialog).getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}`));
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(field(dialog, label), { target: { value } });
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registration dialog', { timeout: 30_000 }, () => {
  it('names every field and starts with Spain and the interface language', async () => {
    mockServer();
    const dialog = await openDialog();
    for (const label of [...Object.keys(VALID), 'Country', 'Language', 'Payment day'])
      expect(field(dialog, label)).toBeDefined();
    await waitFor(() => expect((field(dialog, 'Country') as HTMLInputElement).value).toBe('Spain'));
    expect((field(dialog, 'Language') as HTMLInputElement).value).toBe('English');
    expect(within(dialog).getByRole('group', { name: 'Company' })).toBeDefined();
  });

  it('refuses an invalid CIF with the spec’s message, moves the focus there and sends nothing', async () => {
    const { fetchMock } = mockServer();
    const dialog = await openDialog();
    fill(dialog, { ...VALID, 'CIF / NIF': 'B12345675' });
    submit(dialog);
    expect(await within(dialog).findByText('Invalid CIF format.', {}, slow)).toBeDefined();
    const cif = field(dialog, 'CIF / NIF');
    expect(cif.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(cif));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an address is already registered when the e-mail field is left, with the recovery link', async () => {
    const { requests } = mockServer(
      jsonResponse({ dades: { registrat: true }, error: false, missatge: null }),
    );
    const dialog = await openDialog();
    const email = field(dialog, 'E-mail');
    fireEvent.change(email, { target: { value: 'Compras@Soldamar.example' } });
    fireEvent.blur(email);
    expect(await within(dialog).findByText(TAKEN, {}, slow)).toBeDefined();
    expect(requests[0]).toMatchObject({
      url: '/api/v1/usuaris/email/compras%40soldamar.example',
      method: 'GET',
    });
    const recover = within(dialog).getByRole('link', { name: 'Recover the password' });
    expect(recover.getAttribute('href')).toBe('/recuperar-contrasenya');
    // Sending is refused on the spot while the field holds that address.
    fill(dialog, { ...VALID, 'E-mail': 'compras@soldamar.example' });
    submit(dialog);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(requests).toHaveLength(1);
  });

  it('sends what registrationSchema makes of the form and shows the confirmation', async () => {
    const { requests } = mockServer(jsonResponse({ codigo: 'W00001' }, 201));
    const dialog = await openDialog();
    fill(dialog, { ...VALID, 'Payment day': ' 25 ' });
    submit(dialog);
    const status = (
      await within(dialog).findByText(
        'Request received. We will write to you when your account is ready.',
        {},
        slow,
      )
    ).closest('[role="status"]');
    expect(status?.textContent).toContain('We will write to compras@ebro.example when you can log in.');
    expect(within(dialog).queryByRole('button', { name: 'Send the request' })).toBeNull();

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/api/v1/clientes/create', method: 'POST' });
    const body = JSON.parse(requests[0]!.body!) as unknown;
    expect(registrationSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      razonSocial: 'Soldaduras del Ebro SL',
      cif: 'B12345674',
      telefono: '+34 976 000 000',
      direccion: 'Calle del Arco 4',
      codigoPostal: '50001',
      poblacion: 'Zaragoza',
      provincia: 'Zaragoza',
      ciudad: '',
      pais: 'ES',
      nomContacte: 'Marta Ruiz',
      email: 'compras@ebro.example',
      password: 'portal-nou-2026',
      confirmPassword: 'portal-nou-2026',
      idioma: 'en',
      diaPago: 25,
    });
  });

  it('refuses a payment day outside 0–30 with the spec’s range message and sends nothing', async () => {
    const { fetchMock } = mockServer();
    const dialog = await openDialog();
    fill(dialog, { ...VALID, 'Payment day': '31' });
    submit(dialog);
    expect(await within(dialog).findByText('The value must be between 0 and 30.', {}, slow)).toBeDefined();
    const day = field(dialog, 'Payment day');
    await waitFor(() => expect(document.activeElement).toBe(day));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "already registered" with the recovery link when the server refuses the address', async () => {
    mockServer(errorResponse(409, "L'usuari ja existeix.", 'users.alreadyExists'));
    const dialog = await openDialog();
    fill(dialog, VALID);
    submit(dialog);
    expect(await within(dialog).findByText(TAKEN, {}, slow)).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Recover the password' })).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'E-mail')));
  });
});
