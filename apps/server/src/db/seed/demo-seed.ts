// Demo logins for `npm start`: one administrator, one of the service department, the company
// administrator of each of the four demo customer companies (one per tier: C0001 gold, C0002
// silver, C0003 bronze, C0004 distributor), and C0001's team (DESIGN §13). The
// companies themselves, their contacts, the catalogue and the promotions come from the ERP
// (the sandbox) through the synchronisation; only the logins are the portal's own. Written only
// in demo mode and only into a database that has no users yet, so a production database never
// receives the well-known demo password.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { clientes, rols, spendingLimits, usuariRols, usuaris } from '../schema/index.ts';
import type { SeedRole } from './access-catalogue.ts';

export const DEMO_PASSWORD = 'portal-demo-2026';

export const DEMO_USERS: {
  username: string;
  email: string;
  nomContacte: string;
  role: SeedRole;
  codigoCliente: string | null;
  idioma: string;
  /** Spending limits (goods before VAT, EUR): per order and per calendar month. */
  limits?: { orderLimit: string; monthlyLimit: string };
}[] = [
  {
    username: 'admin',
    email: 'admin@portal.example',
    nomContacte: 'Administració',
    role: 'ADMINISTRADOR',
    codigoCliente: null,
    idioma: 'ca',
  },
  {
    username: 'servei',
    email: 'servei@portal.example',
    nomContacte: 'Servei tècnic',
    role: 'SERVEI',
    codigoCliente: null,
    idioma: 'ca',
  },
  {
    username: 'gold',
    email: 'compres@montseny.example',
    nomContacte: 'Marta Puig',
    role: 'ADMIN_EMPRESA',
    codigoCliente: 'C0001',
    idioma: 'ca',
  },
  {
    username: 'gold-comprador',
    email: 'taller@montseny.example',
    nomContacte: 'Oriol Vila',
    role: 'CLIENT',
    codigoCliente: 'C0001',
    idioma: 'ca',
    limits: { orderLimit: '500.00', monthlyLimit: '3000.00' },
  },
  {
    username: 'gold-aprovador',
    email: 'direccio@montseny.example',
    nomContacte: 'Núria Camps',
    role: 'APROVADOR',
    codigoCliente: 'C0001',
    idioma: 'ca',
  },
  {
    username: 'gold-consulta',
    email: 'administracio@montseny.example',
    nomContacte: 'Pere Roca',
    role: 'CONSULTA',
    codigoCliente: 'C0001',
    idioma: 'es',
  },
  {
    username: 'silver',
    email: 'compras@besos.example',
    nomContacte: 'Jordi Soler',
    role: 'ADMIN_EMPRESA',
    codigoCliente: 'C0002',
    idioma: 'ca',
  },
  {
    username: 'bronze',
    email: 'compras@soldamar.example',
    nomContacte: 'Lucía Gómez',
    role: 'ADMIN_EMPRESA',
    codigoCliente: 'C0003',
    idioma: 'ca',
  },
  {
    username: 'distributor',
    email: 'purchasing@turia.example',
    nomContacte: 'Pau Ferrer',
    role: 'ADMIN_EMPRESA',
    codigoCliente: 'C0004',
    idioma: 'ca',
  },
];

/**
 * Returns true when it wrote the demo logins; false when the database already had users, or
 * when the demo companies have not arrived from the ERP yet.
 */
export async function seedDemoData(
  db: Db,
  hashPassword: (password: string) => Promise<string>,
): Promise<boolean> {
  const existing = await db.select({ id: usuaris.idUsuari }).from(usuaris).limit(1);
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const known = new Set(
    (await db.select({ codigo: clientes.codigo }).from(clientes)).map((row) => row.codigo),
  );
  const missing = DEMO_USERS.filter((user) => user.codigoCliente && !known.has(user.codigoCliente));
  // The companies come from the ERP's first synchronisation; without them no login is written,
  // so the next start tries again.
  if (missing.length > 0) return false;
  await db.transaction(async (tx) => {
    for (const user of DEMO_USERS) {
      const [row] = await tx
        .insert(usuaris)
        .values({
          username: user.username,
          email: user.email,
          nomContacte: user.nomContacte,
          passwordHash,
          idioma: user.idioma,
          codigoCliente: user.codigoCliente,
        })
        .returning({ id: usuaris.idUsuari });
      const [role] = await tx.select({ id: rols.idRol }).from(rols).where(eq(rols.nom, user.role));
      await tx.insert(usuariRols).values({ idUsuari: row!.id, idRol: role!.id });
      if (user.limits) await tx.insert(spendingLimits).values({ idUsuari: row!.id, ...user.limits });
    }
  });
  return true;
}
