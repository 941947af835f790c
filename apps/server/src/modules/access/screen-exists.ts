// Whether a screen id names a screen, the access module's read of its `pantalles`: roles (their
// home screen) and permissions (their screen) refuse a reference to one that does not exist with a
// field error instead of a foreign-key 500.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pantalles } from '../../db/schema/index.ts';

export async function screenExists(db: DbOrTx, idPantalla: number): Promise<boolean> {
  const rows = await db
    .select({ id: pantalles.idPantalla })
    .from(pantalles)
    .where(eq(pantalles.idPantalla, idPantalla))
    .limit(1);
  return rows.length > 0;
}
