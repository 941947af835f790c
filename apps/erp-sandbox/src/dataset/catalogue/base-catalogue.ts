// The hand-written demo catalogue in the order the family tree lists it. Its size is the
// default demo size; larger catalogues extend it with variants (generate-catalogue.ts).
import { ABRASIVES } from './data/abrasives.ts';
import { CUTTING } from './data/cutting.ts';
import { ELECTRODES } from './data/electrodes.ts';
import { GASES_AND_REGULATION } from './data/gases.ts';
import { PROTECTION } from './data/protection.ts';
import { SERVICES } from './data/services.ts';
import { TIG_CONSUMABLES } from './data/tig-consumables.ts';
import { TORCH_SPARES } from './data/torch-spares.ts';
import { TORCHES } from './data/torches.ts';
import { WELDERS } from './data/welders.ts';
import { WELDING_ACCESSORIES } from './data/welding-accessories.ts';
import { WIRES } from './data/wires.ts';
import type { ProductDraft } from './product-draft.ts';

export const BASE_CATALOGUE: readonly ProductDraft[] = [
  ...WELDERS,
  ...CUTTING,
  ...WIRES,
  ...ELECTRODES,
  ...TIG_CONSUMABLES,
  ...GASES_AND_REGULATION,
  ...TORCHES,
  ...TORCH_SPARES,
  ...WELDING_ACCESSORIES,
  ...PROTECTION,
  ...ABRASIVES,
  ...SERVICES,
];
