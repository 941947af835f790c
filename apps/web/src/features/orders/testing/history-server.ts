// A stand-in for the order API in the history's component tests: answers by method and path
// (the screen fires several calls at once), records every request, and answers the navigation
// guard, the header's cart and the bought machines.
import type { Order } from '@portal/domain/ordering-api';
import { actionsOf, EMPTY_CART, envelope, fakeApi, json, type Handler } from '../../../testing/fake-api.ts';

export function order(overrides: Partial<Order> = {}): Order {
  return {
    Codigo: 'P-2026-000010',
    codigoCliente: 'C0003',
    estado: 'accepted',
    erpNumero: 'ERP-1010',
    motivoRechazo: null,
    motiuRebuig: null,
    // 5 March 2026, 09:07:03 in the zone the test runs in.
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
    grossTotal: 1219.5,
    discountTotal: 0,
    subtotal: 1219.5,
    shipping: 15,
    total: 1234.5,
    numLineas: 2,
    cancelable: false,
    ...overrides,
  };
}

export function ordersPage(content: Order[], number = 0, totalElements = content.length) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / 10), number, size: 10 };
}

export function historyServer(routes: Record<string, Handler>) {
  return fakeApi({
    // A buyer's history: cancel, order again and the CSV are offered.
    'GET /permisos/permis-pantalla': () =>
      envelope(
        actionsOf([
          'DELETE /pedidos/pedido/{code}',
          'POST /pedidos/pedido/{code}/reorder',
          'GET /pedidos/cliente/csv/{idCliente}',
        ]),
      ),
    'GET /carrito': () => json(EMPTY_CART),
    // The machines bought through the portal, which offer "request service" (none by default).
    'GET /sat/equips': () => envelope([]),
    ...routes,
  });
}
