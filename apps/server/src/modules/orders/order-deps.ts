// What the orders module is given by the composition root (app.ts): the services of the modules
// it reads through. It owns `pedidos` and `pedido_lineas`; the cart, the catalogue's prices, the
// customer, its addresses and the parameters are others', reached only through these (the user
// placing an order, and its customer's usual payment method, come with the request's session).
import type { Db } from '../../db/client.ts';
import type { ErpGateway } from '../../erp/gateway/erp-gateway.ts';
import type { AdminParamService } from '../admin-params/admin-param-service.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { ContactsService } from '../customers/contacts-service.ts';
import type { CustomerProfileService } from '../customers/customer-profile-service.ts';
import type { OrderPricing } from '../pricing/order-pricing.ts';

export interface OrderDeps {
  db: Db;
  /** Needed to cancel an order the ERP already holds; without it such a cancel is refused. */
  erp?: ErpGateway | undefined;
  pricing: OrderPricing;
  cart: CartService;
  contacts: ContactsService;
  customers: CustomerProfileService;
  params: AdminParamService;
}
