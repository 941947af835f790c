// A stand-in for the catalogue API in component tests: answers by method and path (the screens
// fire several calls at once, so answering in order would be a race), records every request,
// and answers the cart, the filter panels and the promotions with empty defaults.
import type { Product } from '@portal/domain/catalogue';
import { EMPTY_CART, fakeApi, json, type Handler } from '../../../testing/fake-api.ts';

export function product(overrides: Partial<Product> = {}): Product {
  return {
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
    ean: '8400000000017',
    offer: false,
    prices: [
      { idLista: 5, precioNeto: 23.9, precioSinDescuento: 23.9, desdeUnidades: 1 },
      { idLista: 5, precioNeto: 22.71, precioSinDescuento: 22.71, desdeUnidades: 10 },
      { idLista: 5, precioNeto: 21.51, precioSinDescuento: 21.51, desdeUnidades: 40 },
    ],
    medias: [{ id: 1, url: '/media/products/ELR-6013-32.svg', tipo: 'image', orden: 0 }],
    attributes: [{ idAtributo: 2, codigo: 'diameter', nombre: 'Diameter', idValor: 2009, valor: '3.2 mm' }],
    finalPrice: 23.9,
    priceNoOffer: 23.9,
    discount: 0,
    Cantidad: 5,
    ...overrides,
  };
}

export function productPage(
  content: Product[],
  page = 1,
  totalElements = content.length,
  size = 15,
  totalIsLowerBound = false,
) {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    number: page,
    size,
    totalIsLowerBound,
  };
}

/**
 * Installs the stand-in. `routes` are keyed `METHOD /path` (path under /api/v1, without the
 * query); the cart, the filter panels and the bronze customer's promotions have defaults.
 */
export function catalogueServer(routes: Record<string, Handler>) {
  const server = fakeApi({
    'GET /carrito': () => json(EMPTY_CART),
    'GET /familias': () => json([]),
    'GET /atributos': () => json([]),
    'GET /promociones/cliente/C0003': () => json({ promociones: [] }),
    ...routes,
  });
  const searches = () => server.calls('GET', '/productos/search');
  return { ...server, searches };
}
