// What the orders module is given by the composition root (app.ts): the services of the modules
// it reads through. It owns `pedidos` and `pedido_lineas`; the cart, the catalogue's prices, the
// customer, its addresses and the parameters are others', reached only through these (the user
// placing an order, and its customer's usual payment method, come with the request's session).
import type { Db } from '../../db/client.ts';
import type { ErpGateway } from '../../erp/gateway/erp-gateway.ts';
import type { AdminParamService } from '../admin-params/admin-param-service.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import type { ContactsService } from '../customers/contacts-service.ts';
import type { CustomerCredit } from '../erp-documents/customer-credit.ts';
import type { CustomerProfileService } from '../customers/customer-profile-service.ts';
import type { OwnCodeService } from '../own-codes/own-code-service.ts';
import type { OrderPricing } from '../pricing/order-pricing.ts';
import type { OrderApprovals } from './order-approvals.ts';
import type { OrderRepository } from './order-repository.ts';
import type { ErpOrderStatus } from './erp-order-status.ts';

export interface OrderDeps {
  db: Db;
  /** The module's own table, `pedidos` with its lines. */
  orders: OrderRepository;
  /** What the ERP's news does to an order. */
  orderStatus: ErpOrderStatus;
  /** Needed to cancel an order the ERP already holds; without it such a cancel is refused. */
  erp?: ErpGateway | undefined;
  pricing: OrderPricing;
  cart: CartService;
  /** Prices the products of "buy again" as the catalogue sells them today. */
  catalogue: CatalogueService;
  contacts: ContactsService;
  /** The customer's own codes, kept on the order's lines as they were when it was placed. */
  ownCodes: OwnCodeService;
  customers: CustomerProfileService;
  params: AdminParamService;
  /** Orders over their buyer's spending limits, kept for the company's approval. */
  approvals: OrderApprovals;
  /** The customer's credit as the ERP sent it, judged at checkout by `creditPolicy`. */
  credit: CustomerCredit;
}
