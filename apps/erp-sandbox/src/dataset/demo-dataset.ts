// The sandbox's starting data, rebuilt fresh on every start and reset (it is code, not storage:
// the journal only records what happened since). Two instants make `updatedSince` meaningful:
// most data dates from the first load, a few products changed later.
import { demoCatalogue } from './catalogue.ts';
import { demoContacts, demoCustomers, demoPromotions } from './customers.ts';
import { demoCountries } from './countries.ts';
import { demoFamilies } from './families.ts';
import { demoPaymentMethods } from './payment-methods.ts';
import type { Dataset } from './types.ts';

export const DATASET_FIRST_LOAD = '2026-01-15T08:00:00.000Z';
export const DATASET_LATE_CHANGE = '2026-03-02T10:30:00.000Z';

export function buildDemoDataset(options: { generatedProducts?: number } = {}): Dataset {
  const catalogue = demoCatalogue(DATASET_FIRST_LOAD, DATASET_LATE_CHANGE, options.generatedProducts ?? 0);
  return {
    countries: demoCountries(DATASET_FIRST_LOAD),
    paymentMethods: demoPaymentMethods(DATASET_FIRST_LOAD),
    families: demoFamilies(DATASET_FIRST_LOAD),
    ...catalogue,
    customers: demoCustomers(DATASET_FIRST_LOAD),
    contacts: demoContacts(DATASET_FIRST_LOAD),
    promotions: demoPromotions(DATASET_LATE_CHANGE),
  };
}
