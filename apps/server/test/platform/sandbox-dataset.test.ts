// The sandbox ERP's start data against the portal's reading of the contract: every item of every
// export entity, in the demo dataset and in a 2,000-product volume one, passes the schema the
// gateway parses it with. Here rather than in the sandbox, which (being the ERP) does not import
// the portal; the portal already runs the sandbox (src/erp/sandbox-process.ts).
import { buildDemoDataset } from '@portal/erp-sandbox/dataset/demo-dataset';
import type { Dataset } from '@portal/erp-sandbox/dataset/types';
import { cleanUp, createTestSandbox, orderBody } from '@portal/erp-sandbox/testing/sandbox-fixture';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_ITEM_SCHEMAS, type ExportEntity, exportItemKey } from '../../src/erp/gateway/contract.ts';

/**
 * The dataset's collection behind each export entity (orders and service requests start empty; the
 * documents after an order are made from the orders: erp-documents-contract.test.ts).
 */
const COLLECTIONS: Record<
  Exclude<
    ExportEntity,
    'orders' | 'service-requests' | 'shipments' | 'delivery-notes' | 'invoices' | 'credit'
  >,
  keyof Dataset
> = {
  countries: 'countries',
  'payment-methods': 'paymentMethods',
  families: 'families',
  attributes: 'attributes',
  products: 'products',
  prices: 'prices',
  stock: 'stock',
  customers: 'customers',
  contacts: 'contacts',
  promotions: 'promotions',
  'cross-references': 'crossReferences',
};

function refusedItems(dataset: Dataset): string[] {
  const refused: string[] = [];
  for (const [entity, collection] of Object.entries(COLLECTIONS) as [ExportEntity, keyof Dataset][]) {
    for (const item of dataset[collection]) {
      const result = EXPORT_ITEM_SCHEMAS[entity].safeParse(item);
      if (!result.success) {
        refused.push(`${entity} ${exportItemKey(entity, item)}: ${result.error.issues[0]?.message}`);
      }
    }
  }
  return refused;
}

describe("the sandbox ERP's dataset", () => {
  it.each([
    ['the demo dataset', 0],
    ['a 2,000-product volume dataset', 2000],
  ])('%s passes the portal schema of every export entity', (_name, generatedProducts) => {
    const dataset = buildDemoDataset({ generatedProducts });
    for (const collection of Object.values(COLLECTIONS))
      expect(dataset[collection].length).toBeGreaterThan(0);
    expect(refusedItems(dataset)).toEqual([]);
  });

  it('names only attribute values the attributes export holds', () => {
    const dataset = buildDemoDataset();
    const values = new Set(dataset.attributes.flatMap((a) => a.valores.map((v) => v.idValor)));
    const unknown = dataset.products.flatMap((p) => p.atributos.filter((id) => !values.has(id)));
    expect(unknown).toEqual([]);
  });
});

describe("the sandbox ERP's documents after an order", () => {
  afterEach(cleanUp);

  it('pass the portal schema of every documents export: the demo past and an order shipped in two parts', async () => {
    const sandbox = await createTestSandbox();
    const placed = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'contract-1' });
    expect(placed.statusCode).toBe(201);
    sandbox.clock.advance(24 * 3600);
    await sandbox.app.inject({ method: 'POST', url: '/_sandbox/invoices/FA-PV0000001/payments' });
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/credit-notes',
      payload: { invoice: 'FA-PV0000001', base: '10.00', reason: 'Devolució' },
    });
    for (const entity of ['shipments', 'delivery-notes', 'invoices', 'credit'] as const) {
      const page = (await sandbox.call('GET', `/api/export/${entity}?size=1000`)).json() as {
        items: unknown[];
      };
      expect(page.items.length, entity).toBeGreaterThan(0);
      const refused = page.items
        .map((item) => ({ item, result: EXPORT_ITEM_SCHEMAS[entity].safeParse(item) }))
        .filter(({ result }) => !result.success)
        .map(({ item, result }) => `${exportItemKey(entity, item)}: ${result.error?.issues[0]?.message}`);
      expect(refused, entity).toEqual([]);
    }
  });
});
