// Whom the prices on screen are for: the stored user's customer and its price list
// (`cliente.idLista`: 1 gold, 2 silver, 5 bronze, 6 distributor). A user without a customer (an
// administrator) sees the base list and has no cart.
import { BASE_PRICE_LIST } from '@portal/domain/constants';
import { priceListOf, type PriceListId } from '@portal/domain/pricing';
import { useStoredUser } from '#shared/session/use-stored-user.ts';

export interface CustomerPricing {
  codigoCliente: string | null;
  idLista: PriceListId;
}

export function useCustomerPricing(): CustomerPricing {
  const cliente = useStoredUser()?.cliente;
  return {
    codigoCliente: cliente?.codigo ?? null,
    idLista: cliente ? priceListOf(cliente.idLista) : BASE_PRICE_LIST,
  };
}
