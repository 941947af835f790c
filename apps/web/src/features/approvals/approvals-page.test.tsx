// The approvals screen through the real router: the company's orders awaiting approval with the
// limit each passes and its lines, the mailed order first, approval, and the rejection dialog (the
// reason takes the focus, is required, and is what is sent).
import type { PendingApproval } from '@portal/domain/approvals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { EMPTY_CART, envelope, fakeApi, json } from '../../testing/fake-api.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { englishCustomerUser } from '../../testing/session-user.ts';

const slow = { timeout: 10_000 };

/** An order as the server answers it, awaiting approval. */
const order = (code: string): PendingApproval['pedido'] => ({
  Codigo: code,
  codigoCliente: 'C0003',
  estado: 'awaiting_approval',
  erpNumero: null,
  motivoRechazo: null,
  motiuRebuig: null,
  fecha: new Date(2026, 2, 5, 9, 7, 3).toISOString(),
  referencia: null,
  fechaEntrega: null,
  observaciones: null,
  formaPago: 1,
  direccionEntrega: {
    nombreContacto: 'Talleres Soldamar',
    direccion: 'Calle del Acero 7',
    codigoPostal: '28906',
    poblacion: 'Getafe',
    provincia: 'Madrid',
    ciudad: '',
    pais: 'ES',
    telefono: null,
  },
  grossTotal: 612.4,
  discountTotal: 0,
  subtotal: 612.4,
  shipping: 0,
  total: 612.4,
  numLineas: 1,
  cancelable: true,
});

function pending(code: string, overrides: Partial<PendingApproval> = {}): PendingApproval {
  return {
    pedido: order(code),
    lineasPedido: [
      {
        linea: 1,
        codigo: 'EQ-MIG-200',
        nombre: 'MIG welder 200 A',
        Cantidad: 1,
        finalPrice: 612.4,
        priceNoOffer: 612.4,
        discount: 0,
        lineTotal: 612.4,
      },
    ],
    comprador: 'Marc Puig',
    limits: ['order'],
    limitPedido: 500,
    limitMensual: 3000,
    gastMes: 0,
    ...overrides,
  };
}

function approvalsServer(items: PendingApproval[]) {
  return fakeApi({
    'GET /permisos/permis-pantalla': () => envelope([]),
    'GET /carrito': () => json(EMPTY_CART),
    'GET /aprovacions': () => json(items),
    'POST /aprovacions/WEB-0000002/aprovar': () => json(items[0]!.pedido),
    'POST /aprovacions/WEB-0000002/rebutjar': () => json(items[0]!.pedido),
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(englishCustomerUser());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('approvals screen', { timeout: 30_000 }, () => {
  it('lists the orders awaiting approval, the mailed one first, with the limit passed and the lines', async () => {
    approvalsServer([pending('WEB-0000001', { limits: ['month'], gastMes: 2700 }), pending('WEB-0000002')]);
    await renderApp('/aprovacions?pedido=WEB-0000002', 'en');
    const items = await screen.findAllByRole('listitem', { name: /^Order WEB-/ }, slow);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Order WEB-0000002',
      'Order WEB-0000001',
    ]);
    expect(within(items[0]!).getByText('Over the limit per order (500,00 €)')).toBeDefined();
    expect(
      within(items[1]!).getByText(
        'Over the monthly limit (3.000,00 €; already spent this month: 2.700,00 €)',
      ),
    ).toBeDefined();
    expect(within(items[0]!).getByRole('cell', { name: 'EQ-MIG-200' })).toBeDefined();
    expect(within(items[0]!).getByText('612,40 € before VAT')).toBeDefined();
  });

  it('says so when nothing awaits approval', async () => {
    approvalsServer([]);
    await renderApp('/aprovacions', 'en');
    expect(await screen.findByText('No order is awaiting approval.', {}, slow)).toBeDefined();
  });

  it('approves an order with one click', async () => {
    const server = approvalsServer([pending('WEB-0000002')]);
    await renderApp('/aprovacions', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve order WEB-0000002' }, slow));
    await waitFor(() => expect(server.calls('POST', '/aprovacions/WEB-0000002/aprovar')).toHaveLength(1));
    expect(await screen.findByText('Order approved: it is on its way to the ERP.', {}, slow)).toBeDefined();
  });

  it('rejects only with a reason, typed in a field that takes the focus, and sends it', async () => {
    const server = approvalsServer([pending('WEB-0000002')]);
    await renderApp('/aprovacions', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject order WEB-0000002' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order WEB-0000002' }, slow);
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required.')).toBeDefined();
    expect(server.calls('POST', '/aprovacions/WEB-0000002/rebutjar')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'Half of it is enough.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.calls('POST', '/aprovacions/WEB-0000002/rebutjar')).toHaveLength(1));
    expect(server.calls('POST', '/aprovacions/WEB-0000002/rebutjar')[0]!.body).toEqual({
      motiu: 'Half of it is enough.',
    });
  });
});
