// The customer-service dialog inside the real app: opened from a product's detail (the product
// named, its codigo and the product topic sent) and from the user menu; every field by its label,
// the copy checkbox as `toMail`, customer service's e-mail and phone as links, the toast on
// success and the server's refusal inside the dialog.
import type { Product } from '@portal/domain/catalogue';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerServiceDialog } from '#shared/customer-service/customer-service-dialog-store.ts';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { errorResponse, jsonResponse } from '../../testing/fetch-mock.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { customerUser } from '../../testing/session-user.ts';
import { serviceServer } from './testing/service-server.ts';

const slow = { timeout: 10_000 };

const PRODUCT: Product = {
  id: 7,
  codigo: 'ELR-6013-32',
  nombre: 'E6013 rutile electrode 3.2 mm (5 kg box)',
  descripcion: 'The workshop electrode.',
  type: 'consumable',
  codigoFamilia: 'ELE',
  codigoSubfamilia: 'ELE-RUT',
  stock: 8,
  lote: 5,
  minimumQuantity: 5,
  idAlmacen: '01',
  idLista: '1,2,5,6',
  ean: null,
  offer: false,
  prices: [{ idLista: 5, precioNeto: 23.9, precioSinDescuento: 23.9, desdeUnidades: 1 }],
  medias: [],
  attributes: [],
  finalPrice: 23.9,
  priceNoOffer: 23.9,
  discount: 0,
  Cantidad: 5,
};

async function dialogNamed() {
  return screen.findByRole('dialog', { name: 'Customer service' }, slow);
}

function fieldsOf(dialog: HTMLElement) {
  const by = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return {
    topic: by(/^Topic/),
    subject: by(/^Subject/),
    message: by(/^Message/),
    email: by(/^Answer to this e-mail/),
    copy: by(/^Send me a copy/),
  };
}

beforeEach(() => {
  notifications.clean();
  sessionStorage.clear();
  setStoredUser(customerUser({ idioma: 'en', language: { id: 'en', name: 'English' } }));
});

afterEach(() => {
  cleanup();
  customerServiceDialog.close();
  vi.unstubAllGlobals();
});

describe('customer service dialog', { timeout: 30_000 }, () => {
  it('asks about the product of its detail: named, topic product, its codigo sent', async () => {
    const { sent } = serviceServer({ 'GET /productos': () => jsonResponse(PRODUCT) });
    await renderApp('/consumables/product/detail?id=7', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Ask about this product' }, slow));
    const dialog = await dialogNamed();
    expect(within(dialog).getByText(PRODUCT.nombre)).toBeDefined();
    expect(within(dialog).getByText(PRODUCT.codigo)).toBeDefined();
    const fields = fieldsOf(dialog);
    expect(fields.topic.value).toBe('A product');
    expect(fields.email.value).toBe('compras@soldamar.example');
    expect(fields.copy.checked).toBe(true);

    fireEvent.change(fields.subject, { target: { value: 'Boxes of 10 kg?' } });
    fireEvent.change(fields.message, { target: { value: 'Do you also sell it in 10 kg boxes?' } });
    expect(within(dialog).getByText('15 / 100 characters')).toBeDefined();
    expect(within(dialog).getByText('35 / 2000 characters')).toBeDefined();
    fireEvent.click(fields.copy);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message sent to customer service.', {}, slow)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Customer service' })).toBeNull(), slow);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.body).toEqual({
      type: 'product',
      subject: 'Boxes of 10 kg?',
      observations: 'Do you also sell it in 10 kg boxes?',
      email: 'compras@soldamar.example',
      toMail: false,
      codigo: 'ELR-6013-32',
    });
  });

  it('opens from the user menu with customer service’s e-mail and phone, and sends a copy by default', async () => {
    const { sent } = serviceServer();
    await renderApp('/sat', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'bronze, user menu' }, slow));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Customer service' }, slow));
    const dialog = await dialogNamed();
    const mail = await within(dialog).findByRole('link', { name: 'atencion@soldaduras.example' }, slow);
    expect(mail.getAttribute('href')).toBe('mailto:atencion@soldaduras.example');
    const phone = within(dialog).getByRole('link', { name: '+34 930 000 000' });
    expect(phone.getAttribute('href')).toBe('tel:+34930000000');
    expect(within(dialog).queryByText('Product')).toBeNull();

    const fields = fieldsOf(dialog);
    expect(fields.topic.value).toBe('Something else');
    fireEvent.change(fields.subject, { target: { value: 'Invoice copy' } });
    fireEvent.change(fields.message, { target: { value: 'Please send me the invoice of my last order.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()).toHaveLength(1), slow);
    expect(sent()[0]!.body).toEqual({
      type: 'other',
      subject: 'Invoice copy',
      observations: 'Please send me the invoice of my last order.',
      email: 'compras@soldamar.example',
      toMail: true,
    });
  });

  it('checks the fields before sending, with the focus on the first one in error', async () => {
    const { sent } = serviceServer();
    await renderApp('/sat', 'en');
    act(() => customerServiceDialog.open());
    const dialog = await dialogNamed();
    const fields = fieldsOf(dialog);
    fireEvent.change(fields.email, { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('This field is required.', {}, slow)).toHaveLength(2);
    expect(within(dialog).getByText('Invalid e-mail format.')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(fields.subject));
    expect(sent()).toHaveLength(0);
  });

  it('shows the server’s refusal inside the dialog and stays open', async () => {
    serviceServer({
      'POST /usuaris/email': () =>
        errorResponse(429, 'Too many messages. Try again in 60 seconds.', 'errors.rateLimited'),
    });
    await renderApp('/sat', 'en');
    act(() => customerServiceDialog.open());
    const dialog = await dialogNamed();
    const fields = fieldsOf(dialog);
    fireEvent.change(fields.subject, { target: { value: 'Hello' } });
    fireEvent.change(fields.message, { target: { value: 'A question.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert', {}, slow);
    expect(alert.textContent).toBe('Too many messages. Try again in 60 seconds.');
    expect(screen.getByRole('dialog', { name: 'Customer service' })).toBeDefined();
  });
});
