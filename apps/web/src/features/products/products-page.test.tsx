// The catalogue list in a memory router: the address holds the search (so it can be shared
// and survives a reload), typing is debounced into it, filters and the empty state change it.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { catalogueServer, product, productPage } from './testing/catalogue-server.ts';
import { customerUser } from '../../testing/session-user.ts';
import { cleanup, renderCatalogue } from './testing/render-catalogue.tsx';
import { json, refusal } from '../../testing/fake-api.ts';
import { SEARCH_DEBOUNCE_MS } from './components/search-box.tsx';

const slow = { timeout: 10_000 };
/** The bronze demo customer (price list 5), in English. */
const bronzeUser = (overrides: Parameters<typeof customerUser>[0] = {}) =>
  customerUser({ idioma: 'en', language: { id: 'en', name: 'English' }, ...overrides });

const families = [
  {
    codigo: 'FIL',
    nombre: 'Welding wire',
    count: 40,
    subfamilias: [
      { codigo: 'FIL-ACER', nombre: 'Solid steel wire', count: 20 },
      { codigo: 'FIL-INOX', nombre: 'Stainless steel wire', count: 20 },
    ],
  },
  { codigo: 'ELE', nombre: 'Covered electrodes', count: 18, subfamilias: [] },
  { codigo: 'SRV', nombre: 'Services', count: 0, subfamilias: [] },
];

const attributes = [
  {
    idAtributo: 2,
    codigo: 'diameter',
    nombre: 'Diameter',
    values: [
      { idValor: 2004, valor: '1.2 mm', nombre: '1.2 mm', count: 9 },
      { idValor: 2005, valor: '1.6 mm', nombre: '1.6 mm', count: 0 },
    ],
  },
];

const wire = product({ id: 11, codigo: 'HC-SG2-10-15', nombre: 'SG2 wire 1.0 mm', type: 'consumable' });
const welder = product({
  id: 12,
  codigo: 'MIG-3500-T',
  nombre: 'MIG welder 350 A',
  type: 'equipment',
  lote: null,
});
const repair = product({ id: 13, codigo: 'SRV-REP-1', nombre: 'Welder repair', type: 'service', lote: null });

const search = (location: { search: string }) => new URLSearchParams(location.search);
const requestsTo = (server: ReturnType<typeof catalogueServer>, path: string) =>
  server.requests.filter((request) => request.method === 'GET' && request.path === path);

beforeEach(() => {
  notifications.clean();
  sessionStorage.clear();
  localStorage.clear();
  setStoredUser(bronzeUser());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('catalogue list and its address', { timeout: 30_000 }, () => {
  it('searches with what a shared address says and shows it in the controls', async () => {
    const server = catalogueServer({
      'GET /productos/search': () => json(productPage([wire], 2, 16)),
      'GET /familias': () => json(families),
    });
    await renderCatalogue('/products?q=sg2&family=FIL&subfamily=FIL-ACER&sort=price,asc&page=2');

    expect(await screen.findByRole('link', { name: 'SG2 wire 1.0 mm' }, slow)).toBeDefined();
    const query = server.searches()[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      size: '15',
      sort: 'price,asc',
      queryString: 'sg2',
      codigoFamilia: 'FIL',
      codigoSubfamilia: 'FIL-ACER',
    });
    expect((screen.getByLabelText('Search products') as HTMLInputElement).value).toBe('sg2');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price,asc');
    expect(
      ((await screen.findByRole('radio', { name: 'Welding wire (40)' }, slow)) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('radio', { name: 'Solid steel wire (20)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // Page 2 of 2 is the current one.
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts the typed text in the address once typing pauses, from page 1, keeping the order', async () => {
    const server = catalogueServer({ 'GET /productos/search': () => json(productPage([wire])) });
    const { router } = await renderCatalogue('/products?sort=name,desc&page=3');
    const box = await screen.findByLabelText('Search products', {}, slow);

    fireEvent.change(box, { target: { value: 't' } });
    // A pause shorter than the debounce: still typing, nothing is searched yet.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS / 3));
    expect(search(router.state.location).get('q')).toBeNull();
    fireEvent.change(box, { target: { value: 'torch' } });

    await waitFor(() => expect(search(router.state.location).get('q')).toBe('torch'), slow);
    expect(search(router.state.location).get('sort')).toBe('name,desc');
    expect(search(router.state.location).get('page')).toBeNull();
    await waitFor(() => expect(server.searches().at(-1)!.query.get('queryString')).toBe('torch'), slow);
    expect(server.searches().some((r) => r.query.get('queryString') === 't')).toBe(false);
    expect(server.searches().at(-1)!.query.get('page')).toBe('1');
  });

  it('gives up a search still on its way once the text typed further replaces it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = catalogueServer({
      'GET /productos/search': async (request) => {
        if (request.query.get('queryString') === 'tor') await held;
        return json(productPage([wire]));
      },
    });
    await renderCatalogue('/products');
    const box = await screen.findByLabelText('Search products', {}, slow);
    const asked = (text: string) => server.searches().find((r) => r.query.get('queryString') === text);

    fireEvent.change(box, { target: { value: 'tor' } });
    await waitFor(() => expect(asked('tor')).toBeDefined(), slow);
    fireEvent.change(box, { target: { value: 'torch' } });
    await waitFor(() => expect(asked('torch')).toBeDefined(), slow);
    await waitFor(() => expect(asked('tor')!.signal?.aborted).toBe(true), slow);
    expect(asked('torch')!.signal?.aborted).toBe(false);
    release();
  });

  it('filters by family, subfamily and attribute value through the address', async () => {
    catalogueServer({
      'GET /productos/search': () => json(productPage([wire])),
      'GET /familias': () => json(families),
      'GET /atributos': () => json(attributes),
    });
    const { router } = await renderCatalogue('/products');
    // An empty family is not offered.
    await screen.findByRole('radio', { name: 'Welding wire (40)' }, slow);
    expect(screen.queryByRole('radio', { name: /^Services/ })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Welding wire (40)' }));
    await waitFor(() => expect(search(router.state.location).get('family')).toBe('FIL'), slow);
    fireEvent.click(await screen.findByRole('radio', { name: 'Stainless steel wire (20)' }, slow));
    await waitFor(() => expect(search(router.state.location).get('subfamily')).toBe('FIL-INOX'), slow);

    fireEvent.click(screen.getByRole('button', { name: 'Diameter' }));
    // A value that would find nothing is not offered.
    expect(screen.queryByRole('radio', { name: '1.6 mm (0)' })).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: '1.2 mm (9)' }, slow));
    await waitFor(() => expect(search(router.state.location).get('value')).toBe('2004'), slow);
    expect(search(router.state.location).get('attribute')).toBe('2');

    // Another family drops the subfamily of the first.
    fireEvent.click(screen.getByRole('radio', { name: 'Covered electrodes (18)' }));
    await waitFor(() => expect(search(router.state.location).get('family')).toBe('ELE'), slow);
    expect(search(router.state.location).get('subfamily')).toBeNull();
  });

  it('asks both filter panels for their counts within the whole search', async () => {
    const server = catalogueServer({
      'GET /productos/search': () => json(productPage([wire])),
      'GET /familias': () => json(families),
      'GET /atributos': () => json(attributes),
    });
    await renderCatalogue('/products?q=fil%20acer&family=FIL&attribute=2&value=2004&type=consumable');
    await screen.findByRole('radio', { name: 'Welding wire (40)' }, slow);
    const panel = (path: string) => requestsTo(server, path).at(-1)!;
    const expected = {
      queryString: 'fil acer',
      codigoFamilia: 'FIL',
      idAtributo: '2',
      idValor: '2004',
      type: 'consumable',
    };
    expect(Object.fromEntries(panel('/familias').query)).toEqual(expected);
    expect(Object.fromEntries(panel('/atributos').query)).toEqual(expected);
  });

  it('shows a choice at once while the navigation guard still holds the address', async () => {
    const server = catalogueServer({
      'GET /productos/search': () => json(productPage([wire])),
      'GET /familias': () => json(families),
    });
    // The first navigation passes at once; later ones wait until released.
    let navigations = 0;
    let release = () => {};
    const guard = () =>
      ++navigations === 1 ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve));
    const { router } = await renderCatalogue('/products', { guard });
    const family = (await screen.findByRole(
      'radio',
      { name: 'Welding wire (40)' },
      slow,
    )) as HTMLInputElement;

    fireEvent.click(family);
    expect(family.checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price,desc' } });
    // Still pending, yet searched with both choices: the second built on the first.
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(server.searches().at(-1)!.query.get('sort')).toBe('price,desc'), slow);
    expect(server.searches().at(-1)!.query.get('codigoFamilia')).toBe('FIL');

    release();
    await waitFor(() => expect(search(router.state.location).get('sort')).toBe('price,desc'), slow);
    expect(search(router.state.location).get('family')).toBe('FIL');
  });

  it('gives up the search of a choice the guard held once another choice replaces it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = catalogueServer({
      'GET /productos/search': async (request) => {
        if (request.query.get('codigoFamilia') === 'FIL' && !request.query.get('sort')?.startsWith('price'))
          await held;
        return json(productPage([wire]));
      },
      'GET /familias': () => json(families),
    });
    // The first navigation passes at once; later ones wait, so the family's address never applies.
    let navigations = 0;
    const guard = () => (++navigations === 1 ? Promise.resolve() : new Promise<void>(() => {}));
    await renderCatalogue('/products', { guard });
    const family = await screen.findByRole('radio', { name: 'Welding wire (40)' }, slow);
    const byFamily = () =>
      server
        .searches()
        .find((r) => r.query.get('codigoFamilia') === 'FIL' && !r.query.get('sort')?.startsWith('price'));

    fireEvent.click(family);
    await waitFor(() => expect(byFamily()).toBeDefined(), slow);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price,desc' } });
    await waitFor(() => expect(server.searches().at(-1)!.query.get('sort')).toBe('price,desc'), slow);
    await waitFor(() => expect(byFamily()!.signal?.aborted).toBe(true), slow);
    expect(server.searches().at(-1)!.signal?.aborted).toBe(false);
    release();
  });

  it('shows the empty state for a 204 and clears the search and filters from it', async () => {
    const server = catalogueServer({
      'GET /productos/search': (request) =>
        request.query.get('queryString') ? new Response(null, { status: 204 }) : json(productPage([wire])),
    });
    const { router } = await renderCatalogue('/products?q=unobtainium&type=service&sort=price,asc');
    expect(await screen.findByRole('heading', { name: 'No product matches the search' }, slow)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price%2Casc'), slow);
    expect(await screen.findByRole('link', { name: 'SG2 wire 1.0 mm' }, slow)).toBeDefined();
    expect((screen.getByLabelText('Search products') as HTMLInputElement).value).toBe('');
    expect(server.searches().at(-1)!.query.get('queryString')).toBeNull();
  });

  it('says how many products a search found, and "more than" when it lists only the first ones', async () => {
    catalogueServer({
      'GET /productos/search': (request) =>
        request.query.get('queryString') === 'wire'
          ? json(productPage([wire], 1, 1000, 15, true))
          : json(productPage([wire, welder], 1, 40)),
    });
    await renderCatalogue('/products?q=wire');
    expect(await screen.findByText('Products found: more than 1000 · Page 1 of 67', {}, slow)).toBeDefined();
    cleanup();
    await renderCatalogue('/products?q=weld');
    expect(await screen.findByText('Products found: 40 · Page 1 of 3', {}, slow)).toBeDefined();
  });

  it('links each card to the detail screen of its kind, with the price in de-DE euros', async () => {
    catalogueServer({
      'GET /productos/search': () =>
        json(productPage([{ ...welder, finalPrice: 1234.5, priceNoOffer: 1500, offer: true }, repair])),
    });
    await renderCatalogue('/products?q=x');
    const welderLink = await screen.findByRole('link', { name: 'MIG welder 350 A' }, slow);
    expect(welderLink.getAttribute('href')).toBe('/equipments/product/detail?id=12');
    expect(screen.getByRole('link', { name: 'Welder repair' }).getAttribute('href')).toBe(
      '/services/product/detail?id=13',
    );
    const card = welderLink.closest('article')!;
    expect(within(card).getByText('1.234,50 €')).toBeDefined();
    expect(within(card).getByText('1.500,00 €').tagName).toBe('S');
    expect(within(card).getByText('18 % off')).toBeDefined();
  });

  it('shows an error with a retry that searches again', async () => {
    let calls = 0;
    catalogueServer({
      'GET /productos/search': () =>
        ++calls === 1 ? refusal(500, 'errors.generic', 'Boom') : json(productPage([wire])),
    });
    await renderCatalogue('/products');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('The products could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'SG2 wire 1.0 mm' }, slow)).toBeDefined();
  });

  it('keeps the filter panel hidden once hidden, in this browser’s storage and not the session’s', async () => {
    catalogueServer({ 'GET /productos/search': () => json(productPage([wire])) });
    await renderCatalogue('/products');
    const toggle = await screen.findByRole('button', { name: 'Hide filters' }, slow);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeDefined();

    fireEvent.click(toggle);
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(localStorage.getItem('portal.catalogue.filtersExpanded')).toBe('false');
    // The session storage holds the spec's three keys only (spec §2).
    expect(Object.keys(sessionStorage).filter((key) => !['user', 'path', 'actions'].includes(key))).toEqual(
      [],
    );

    cleanup();
    await renderCatalogue('/products');
    const again = await screen.findByRole('button', { name: 'Show filters' }, slow);
    expect(again.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('buy again on the opening catalogue', { timeout: 30_000 }, () => {
  const buyer = () =>
    bronzeUser({
      actions: [
        { idPermis: 1, endPoint: 'GET /carrito', descripcio: 'Read the cart' },
        { idPermis: 2, endPoint: 'GET /pedidos/habituales', descripcio: 'Buy again' },
      ],
    });
  const tips = product({ id: 14, codigo: 'TIP-M6', nombre: 'Contact tip M6', lote: 10, minimumQuantity: 10 });
  const habitual = {
    productos: [
      { product: wire, timesOrdered: 3, lastQuantity: 15, lastOrderedAt: '2026-11-02T10:00:00.000Z' },
      { product: tips, timesOrdered: 1, lastQuantity: 7, lastOrderedAt: '2026-10-15T10:00:00.000Z' },
    ],
  };

  it('offers what the company orders most at the last quantity, rounded up to today’s lote', async () => {
    setStoredUser(buyer());
    catalogueServer({
      'GET /productos/search': () => json(productPage([welder], 1, 1)),
      'GET /pedidos/habituales': () => json(habitual),
    });
    await renderCatalogue('/products');
    const block = await screen.findByRole('region', { name: 'Buy again' }, slow);
    const cards = within(block).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'SG2 wire 1.0 mm',
      'Contact tip M6',
    ]);
    expect(cards[0]!.textContent).toContain('In 3 orders');
    expect(within(cards[0]!).getByRole('textbox', { name: 'Quantity of SG2 wire 1.0 mm' })).toHaveProperty(
      'value',
      '15',
    );
    expect(within(cards[1]!).getByRole('textbox', { name: 'Quantity of Contact tip M6' })).toHaveProperty(
      'value',
      '10',
    );
  });

  it('stays away over a search’s results and for those who do not buy', async () => {
    setStoredUser(buyer());
    const server = catalogueServer({
      'GET /productos/search': () => json(productPage([welder], 1, 1)),
      'GET /pedidos/habituales': () => json(habitual),
    });
    await renderCatalogue('/products?q=mig');
    expect(await screen.findByRole('link', { name: 'MIG welder 350 A' }, slow)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Buy again' })).toBeNull();
    cleanup();

    setStoredUser(bronzeUser());
    await renderCatalogue('/products');
    expect(await screen.findByRole('link', { name: 'MIG welder 350 A' }, slow)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Buy again' })).toBeNull();
    expect(requestsTo(server, '/pedidos/habituales')).toHaveLength(0);
  });
});
