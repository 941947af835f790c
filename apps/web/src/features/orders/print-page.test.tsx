// The printed order through the real router: the company, the customer, the delivery address, the
// lines and the money exactly as the server answers them, and the browser's print; an order the
// server does not show is "not found". The history offers it when the screen's actions allow it.
import { printableOrderSchema, type PrintableOrder } from '@portal/domain/ordering-api';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { customerUser } from '../../testing/session-user.ts';
import { historyServer, order, ordersPage } from './testing/history-server.ts';
import { json } from '../../testing/fake-api.ts';

const slow = { timeout: 10_000 };

/** The bronze order: 317,50 − 18,90 = 298,60 of goods, + 15,00 shipping = 313,60. */
function printable(): PrintableOrder {
  return printableOrderSchema.parse({
    pedido: order({
      Codigo: 'WEB-0000042',
      referencia: 'PO-4411',
      grossTotal: 317.5,
      discountTotal: 18.9,
      subtotal: 298.6,
      shipping: 15,
      total: 313.6,
    }),
    lineasPedido: [
      {
        linea: 1,
        codigo: 'MIG-WIRE',
        nombre: 'MIG wire 1.0 mm',
        Cantidad: 2,
        finalPrice: 89.3,
        priceNoOffer: 94,
        discount: 9.4,
        lineTotal: 178.6,
      },
      {
        linea: 2,
        codigo: 'GLOVES-X',
        nombre: 'Welding gloves',
        Cantidad: 5,
        finalPrice: 24,
        priceNoOffer: 25.9,
        discount: 9.5,
        lineTotal: 120,
      },
    ],
    cliente: {
      codigo: 'C0003',
      razonSocial: 'Talleres Soldamar SA',
      cif: 'A08123456',
      telefono: '+34 933 000 000',
      direccion: 'Carrer de la Marina 5',
      codigoPostal: '08005',
      poblacion: 'Barcelona',
      provincia: 'Barcelona',
      ciudad: 'Barcelona',
      pais: 'ES',
    },
    formaPagoNombre: 'Bank transfer',
    empresa: { emailContacto: 'comandes@example.com', telefonoContacto: '+34 930 000 000' },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(customerUser({ idioma: 'en', language: { id: 'en', name: 'English' } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('printed order', { timeout: 30_000 }, () => {
  it('shows the company, the customer, the lines and the money as placed, and prints', async () => {
    historyServer({ 'GET /pedidos/pedido/WEB-0000042/imprimir': () => json(printable()) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderApp('/history/print?codigo=WEB-0000042', 'en');
    const sheet = await screen.findByRole('article', { name: 'Order WEB-0000042' }, slow);
    for (const text of [
      'comandes@example.com',
      'Talleres Soldamar SA',
      'CIF: A08123456 · C0003',
      'Talleres Soldamar',
      'PO-4411',
      'Bank transfer',
      'ERP-1010',
    ]) {
      expect(within(sheet).getByText(text), text).toBeDefined();
    }
    const rows = within(within(sheet).getByRole('table', { name: 'Products' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['MIG-WIRE', 'MIG wire 1.0 mm', '2', '89,30 €', '−9,40 €', '178,60 €'],
      ['GLOVES-X', 'Welding gloves', '5', '24,00 €', '−9,50 €', '120,00 €'],
    ]);
    // The totals add up as they read: before discount, discount, subtotal, shipping, total.
    const totals = within(sheet).getByRole('group', { name: 'Totals of order WEB-0000042' });
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['317,50 €', '−18,90 €', '298,60 €', '15,00 €', '313,60 €']);

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('quotes the own code each line was placed with, and today’s for a line placed without', async () => {
    const placed = printable();
    placed.lineasPedido[0]!.codigoPropio = 'SOLD-MIG-10';
    historyServer({
      'GET /pedidos/pedido/WEB-0000042/imprimir': () => json(placed),
      'GET /codis-propis': () =>
        json([
          { codigo: 'MIG-WIRE', codigoPropio: 'NOW-MIG' },
          { codigo: 'GLOVES-X', codigoPropio: 'NOW-GLOVES' },
        ]),
    });
    await renderApp('/history/print?codigo=WEB-0000042', 'en');
    const sheet = await screen.findByRole('article', { name: 'Order WEB-0000042' }, slow);
    const table = within(sheet).getByRole('table', { name: 'Products' });
    expect(await within(table).findByText('NOW-GLOVES', {}, slow)).toBeDefined();
    const codes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(codes).toEqual(['MIG-WIREYour code: SOLD-MIG-10', 'GLOVES-XYour code: NOW-GLOVES']);
  });

  it('says the order was not found when the server does not show it', async () => {
    historyServer({});
    await renderApp('/history/print?codigo=WEB-9999999', 'en');
    expect(await screen.findByText('We could not find this order.', {}, slow)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('is offered from the history when the screen allows it', async () => {
    historyServer({
      'GET /permisos/permis-pantalla': () =>
        json({
          dades: [{ endPoint: 'GET /pedidos/pedido/{code}/imprimir' }],
          error: false,
          missatge: null,
        }),
      'GET /pedidos/cliente/getAll/C0003': () => json(ordersPage([order()])),
    });
    await renderApp('/history', 'en');
    const link = await screen.findByRole('link', { name: 'Print order P-2026-000010' }, slow);
    expect(link.getAttribute('href')).toBe('/history/print?codigo=P-2026-000010');
  });
});
