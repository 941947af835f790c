// The company-team module's answer to "where may this user send orders" (DESIGN §13), for the
// customers module listing delivery contacts and checking the one an order names: the contacts
// the company administrator narrowed the user to, or null for every contact of the company.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryContactScopes } from './schema.ts';

export class DeliveryScopes {
  constructor(private readonly db: DbOrTx) {}

  async of(idUsuari: number): Promise<number[] | null> {
    const [row] = await this.db
      .select({ contactIds: deliveryContactScopes.contactIds })
      .from(deliveryContactScopes)
      .where(eq(deliveryContactScopes.idUsuari, idUsuari));
    return row?.contactIds ?? null;
  }
}
