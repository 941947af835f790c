// Test data: a fresh customer company and user per test, so tests never depend on each other or
// on the demo seed.
import { randomBytes } from 'node:crypto';
import { COMPANY_ROLE_NAMES } from '@portal/domain/company-roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import {
  atributos,
  atributoValores,
  clientes,
  familias,
  medias,
  precios,
  productoAtributos,
  productos,
  promociones,
  rols,
  subfamilias,
  usuariRols,
  usuaris,
} from '../../src/db/schema/index.ts';
import type { SeedRole } from '../../src/db/seed/access-catalogue.ts';
import { refreshPriceSortKeys } from '../../src/modules/catalogue/price-sort-keys.ts';
import { productSearchText } from '../../src/modules/catalogue/search-text.ts';

export interface TestPriceLine {
  idLista: number;
  desdeUnidades: number;
  precioNeto: string;
  precioSinDescuento?: string;
}

export interface TestUser {
  idUsuari: number;
  username: string;
  email: string;
  password: string;
  codigoCliente: string | null;
}

const COMPANY_ROLES = new Set<string>(Object.values(COMPANY_ROLE_NAMES));

const unique = () => randomBytes(4).toString('hex');

export class Factories {
  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Db,
  ) {}

  async customer(overrides: Partial<typeof clientes.$inferInsert> = {}) {
    const codigo = overrides.codigo ?? `T${unique().toUpperCase()}`;
    const [row] = await this.db
      .insert(clientes)
      .values({ codigo, razonSocial: `Test ${codigo} SL`, cif: 'B61234563', idLista: 5, ...overrides })
      .returning();
    return row!;
  }

  async user(
    options: {
      role?: SeedRole | null;
      codigoCliente?: string | null;
      idioma?: string;
      password?: string;
    } = {},
  ): Promise<TestUser> {
    const id = unique();
    const password = options.password ?? `pw-${id}-secret`;
    const role = options.role === undefined ? 'CLIENT' : options.role;
    let codigoCliente = options.codigoCliente ?? null;
    if (role && COMPANY_ROLES.has(role) && options.codigoCliente === undefined)
      codigoCliente = (await this.customer()).codigo;
    const [row] = await this.db
      .insert(usuaris)
      .values({
        username: `user_${id}`,
        email: `user_${id}@test.example`,
        passwordHash: await this.app.services.hasher.hash(password),
        idioma: options.idioma ?? 'ca',
        codigoCliente,
      })
      .returning();
    if (role) {
      const [roleRow] = await this.db.select().from(rols).where(eq(rols.nom, role));
      await this.db.insert(usuariRols).values({ idUsuari: row!.idUsuari, idRol: roleRow!.idRol });
    }
    return { idUsuari: row!.idUsuari, username: row!.username, email: row!.email, password, codigoCliente };
  }

  async login(user: Pick<TestUser, 'username' | 'password'>) {
    const response = await this.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: new URLSearchParams({
        grant_type: 'password',
        username: user.username,
        password: user.password,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as { access_token: string; refresh_token: string; expires_in: number };
  }

  /** A user of the given role, logged in: the access token is what most tests need. */
  async session(options: Parameters<Factories['user']>[0] = {}) {
    const user = await this.user(options);
    const tokens = await this.login(user);
    return { user, token: tokens.access_token, refreshToken: tokens.refresh_token };
  }

  async family(codigo = `F${unique().toUpperCase()}`, nombre = `Family ${codigo}`, subs: string[] = []) {
    await this.db
      .insert(familias)
      .values({ codigo, nombre, nombres: { ca: `Família ${codigo}`, en: `Family ${codigo}` } });
    for (const sub of subs) {
      await this.db.insert(subfamilias).values({ codigo: sub, codigoFamilia: codigo, nombre: `Sub ${sub}` });
    }
    return codigo;
  }

  async attribute(codigo: string, values: string[]) {
    const idAtributo = Math.floor(Math.random() * 1_000_000) + 1;
    await this.db
      .insert(atributos)
      .values({ idAtributo, codigo, nombre: codigo, nombres: { en: `${codigo} (en)` } });
    const ids: number[] = [];
    for (const [i, valor] of values.entries()) {
      const idValor = idAtributo * 100 + i;
      await this.db.insert(atributoValores).values({ idValor, idAtributo, valor, orden: i });
      ids.push(idValor);
    }
    return { idAtributo, valueIds: ids };
  }

  async product(
    options: {
      codigo?: string;
      nombre?: string;
      nombres?: Record<string, string>;
      tipo?: string;
      codigoFamilia?: string | null;
      codigoSubfamilia?: string | null;
      stock?: number;
      lote?: number | null;
      minimumQuantity?: number;
      offer?: boolean;
      prices?: TestPriceLine[];
      valueIds?: number[];
    } = {},
  ) {
    const codigo = options.codigo ?? `P-${unique().toUpperCase()}`;
    const nombre = options.nombre ?? `Product ${codigo}`;
    const prices = options.prices ?? [
      { idLista: 1, desdeUnidades: 1, precioNeto: '80.00' },
      { idLista: 2, desdeUnidades: 1, precioNeto: '90.00' },
      { idLista: 5, desdeUnidades: 1, precioNeto: '100.00' },
      { idLista: 6, desdeUnidades: 1, precioNeto: '85.00' },
    ];
    const [row] = await this.db
      .insert(productos)
      .values({
        codigo,
        nombre,
        nombres: options.nombres ?? {},
        tipo: options.tipo ?? 'consumable',
        codigoFamilia: options.codigoFamilia ?? null,
        codigoSubfamilia: options.codigoSubfamilia ?? null,
        stock: options.stock ?? 100,
        lote: options.lote ?? null,
        minimumQuantity: options.minimumQuantity ?? 1,
        offer: options.offer ?? false,
        idLista: [...new Set(prices.map((line) => line.idLista))].join(','),
        searchText: productSearchText({ codigo, nombre, nombres: options.nombres ?? {} }),
      })
      .returning();
    if (prices.length > 0) {
      await this.db.insert(precios).values(
        prices.map((line) => ({
          productoId: row!.id,
          idLista: line.idLista,
          desdeUnidades: line.desdeUnidades,
          precioNeto: line.precioNeto,
          precioSinDescuento: line.precioSinDescuento ?? line.precioNeto,
        })),
      );
    }
    await refreshPriceSortKeys(this.db, [row!.id]);
    await this.db
      .insert(medias)
      .values({ productoId: row!.id, url: `/media/products/${codigo}.svg`, orden: 0 });
    for (const idValor of options.valueIds ?? []) {
      await this.db.insert(productoAtributos).values({ productoId: row!.id, idValor });
    }
    return row!;
  }

  async promotion(
    codigoCliente: string,
    codigoArticulo: string,
    cantidadRequerida: number,
    valorPromocion: string,
  ) {
    await this.db
      .insert(promociones)
      .values({ codigoCliente, codigoArticulo, cantidadRequerida, valorPromocion });
  }
}
