// The sandbox's starting data, rebuilt fresh on every start and reset (it is code, not storage:
// the journal only records what happened since). It is the demo's one source of truth: the portal
// fills its database from these exports. Two instants make `updatedSince` meaningful: most data
// dates from the first load; the products put on offer and the promotions changed later.
import { demoAttributes } from './catalogue/attributes.ts';
import { demoPromotions } from './catalogue/demo-promotions.ts';
import { demoFamilies } from './catalogue/families.ts';
import { generateCatalogue } from './catalogue/generate-catalogue.ts';
import { demoContacts, demoCustomers } from './customers.ts';
import { demoCountries } from './countries.ts';
import { demoPaymentMethods } from './payment-methods.ts';
import type { Dataset } from './types.ts';

export const DATASET_FIRST_LOAD = '2026-01-15T08:00:00.000Z';
export const DATASET_LATE_CHANGE = '2026-03-02T10:30:00.000Z';

/** The customers with demo promotions: the portal's four demo companies, one per tier list. */
export const PROMOTED_CUSTOMERS = ['C0001', 'C0002', 'C0003', 'C0004'] as const;

/** The demo company whose part numbers the ERP keeps: the bronze one. */
export const CROSS_REFERENCED_CUSTOMER = 'C0003';

/**
 * @param options.generatedProducts the catalogue's size, for paging and volume drills; 0 (the
 *   default) is the hand-written demo catalogue (412 products).
 */
export function buildDemoDataset(options: { generatedProducts?: number } = {}): Dataset {
  const size = options.generatedProducts ?? 0;
  const catalogue = generateCatalogue({
    ...(size > 0 ? { products: size } : {}),
    firstLoad: DATASET_FIRST_LOAD,
    lateChange: DATASET_LATE_CHANGE,
  });
  const customers = demoCustomers(DATASET_FIRST_LOAD);
  const promoted = customers.filter((c) => (PROMOTED_CUSTOMERS as readonly string[]).includes(c.codigo));
  return {
    countries: demoCountries(DATASET_FIRST_LOAD),
    paymentMethods: demoPaymentMethods(DATASET_FIRST_LOAD),
    families: demoFamilies(DATASET_FIRST_LOAD),
    attributes: demoAttributes(DATASET_FIRST_LOAD),
    ...catalogue,
    customers,
    contacts: demoContacts(DATASET_FIRST_LOAD),
    promotions: demoPromotions(
      promoted,
      new Map(catalogue.prices.map((p) => [p.codigo, p])),
      DATASET_LATE_CHANGE,
    ),
    // A few of the bronze company's part numbers for the first active products, as an ERP that
    // keeps customers' cross-references exports them.
    crossReferences: [
      {
        codigoCliente: CROSS_REFERENCED_CUSTOMER,
        referencias: catalogue.products
          .filter((product) => product.activo)
          .slice(0, 3)
          .map((product, index) => ({
            codigo: product.codigo,
            referencia: `BRZ-${String(index + 1).padStart(4, '0')}`,
          })),
        updatedAt: DATASET_FIRST_LOAD,
      },
    ],
  };
}
