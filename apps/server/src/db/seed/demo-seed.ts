// Demo data for `npm start`: one administrator and four customer companies, one per tier, each
// with one user. Written only in demo mode and only into a database that has no users yet, so a
// production database never receives the well-known demo password.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { clienteContactos, clientes, rols, usuariRols, usuaris } from '../schema/index.ts';
import type { SeedRole } from './access-catalogue.ts';

export const DEMO_PASSWORD = 'portal-demo-2026';

export const DEMO_CUSTOMERS = [
  {
    codigo: 'C0001',
    razonSocial: 'Calderería Montseny SL',
    cif: 'B61234563',
    idLista: 1,
    tier: 'gold',
    poblacion: 'Granollers',
    provincia: 'Barcelona',
    codigoPostal: '08400',
    direccion: 'Carrer de la Indústria 14',
    formaPago: 3,
  },
  {
    codigo: 'C0002',
    razonSocial: 'Estructuras Metálicas del Besòs SL',
    cif: 'B08456782',
    idLista: 2,
    tier: 'silver',
    poblacion: 'Sant Adrià de Besòs',
    provincia: 'Barcelona',
    codigoPostal: '08930',
    direccion: 'Avinguda de la Platja 2',
    formaPago: 2,
  },
  {
    codigo: 'C0003',
    razonSocial: 'Talleres Soldamar SA',
    cif: 'A28345676',
    idLista: 5,
    tier: 'bronze',
    poblacion: 'Getafe',
    provincia: 'Madrid',
    codigoPostal: '28906',
    direccion: 'Calle del Acero 7',
    formaPago: 1,
  },
  {
    codigo: 'C0004',
    razonSocial: 'Suministros Industriales Turia SL',
    cif: 'B46123451',
    idLista: 6,
    tier: 'distributor',
    poblacion: 'Paterna',
    provincia: 'València',
    codigoPostal: '46980',
    direccion: 'Carrer de la Ciència 33',
    formaPago: 4,
  },
] as const;

export const DEMO_USERS: {
  username: string;
  email: string;
  nomContacte: string;
  role: SeedRole;
  codigoCliente: string | null;
  idioma: string;
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
    username: 'gold',
    email: 'compres@montseny.example',
    nomContacte: 'Marta Puig',
    role: 'CLIENT',
    codigoCliente: 'C0001',
    idioma: 'ca',
  },
  {
    username: 'silver',
    email: 'compras@besos.example',
    nomContacte: 'Jordi Soler',
    role: 'CLIENT',
    codigoCliente: 'C0002',
    idioma: 'ca',
  },
  {
    username: 'bronze',
    email: 'compras@soldamar.example',
    nomContacte: 'Lucía Gómez',
    role: 'CLIENT',
    codigoCliente: 'C0003',
    idioma: 'ca',
  },
  {
    username: 'distributor',
    email: 'purchasing@turia.example',
    nomContacte: 'Pau Ferrer',
    role: 'CLIENT',
    codigoCliente: 'C0004',
    idioma: 'ca',
  },
];

/** Returns true when it wrote the demo data, false when the database already had users. */
export async function seedDemoData(
  db: Db,
  hashPassword: (password: string) => Promise<string>,
): Promise<boolean> {
  const existing = await db.select({ id: usuaris.idUsuari }).from(usuaris).limit(1);
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const { tier: _tier, ...customer } of DEMO_CUSTOMERS) {
      await tx
        .insert(clientes)
        .values({
          ...customer,
          ciudad: customer.poblacion,
          pais: 'ES',
          telefono: '+34 930 000 000',
          diaPago: 10,
        })
        .onConflictDoNothing();
      // The company's own address is its first delivery contact; the ERP knows it already.
      await tx.insert(clienteContactos).values({
        codigoCliente: customer.codigo,
        nombreContacto: customer.razonSocial,
        direccion: customer.direccion,
        codigoPostal: customer.codigoPostal,
        poblacion: customer.poblacion,
        provincia: customer.provincia,
        ciudad: customer.poblacion,
        pais: 'ES',
        erpContactId: `${customer.codigo}-01`,
      });
    }
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
    }
  });
  return true;
}
