// The order's money on the server: lines of (codigo, quantity) priced for the caller's customer
// from the catalogue, each with its verdicts, and the order's money through the domain's one step
// (`summariseOrder`) with the administrator's parameters. The cart, the checkout and the placed
// order (hence the history, the CSV, the printed order and the ERP payload) all take their
// figures from here. This module owns no table: it reads the catalogue and the parameters
// through their services.
import type { Language } from '@portal/domain/languages';
import {
  orderSettingsFromParams,
  orderTotalsOf,
  summariseOrder,
  type OrderSettings,
  type OrderSummary,
} from '@portal/domain/order';
import type { OrderTotals } from '@portal/domain/ordering-api';
import type { AuthContext } from '../../plugins/access-control.ts';
import type { AdminParamService } from '../admin-params/admin-param-service.ts';
import type { Buyer, CatalogueService } from '../catalogue/catalogue-service.ts';
import { priceItems, type PricedItem } from './line-pricing.ts';

export interface PricedOrder {
  buyer: Buyer;
  /** The lines the catalogue priced, in the order asked. */
  priced: PricedItem[];
  /** Codes the catalogue no longer sells (or has no price for this customer). */
  missing: string[];
  settings: OrderSettings;
  summary: OrderSummary;
  totals: OrderTotals;
}

export class OrderPricing {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly params: AdminParamService,
  ) {}

  /** `pedidoMinimo` and `importeFijo` as the administrator set them now. */
  async settings(): Promise<OrderSettings> {
    // Both in one statement: every order and every checkout step reads them.
    const { pedidoMinimo, importeFijo } = await this.params.valuesOf([
      'pedidoMinimo',
      'importeFijo',
    ] as const);
    return orderSettingsFromParams({ pedidoMinimo, importeFijo });
  }

  async price(
    auth: AuthContext,
    items: { codigo: string; quantity: number }[],
    language: Language,
  ): Promise<PricedOrder> {
    const buyer = await this.catalogue.buyerOf(auth);
    const [{ priced, missing }, settings] = await Promise.all([
      priceItems(this.catalogue, items, buyer, language),
      this.settings(),
    ]);
    const summary = summariseOrder(
      priced.map((item) => ({
        codigo: item.codigo,
        quantity: item.quantity,
        finalPrice: item.line.finalPrice,
        priceNoOffer: item.line.priceNoOffer,
      })),
      buyer.idLista,
      settings,
    );
    return { buyer, priced, missing, settings, summary, totals: orderTotalsOf(summary, settings) };
  }
}
