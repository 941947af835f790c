// Users, roles, screens and permissions (spec §3, §6; DESIGN §6).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes } from './customers.ts';

export const pantalles = pgTable('pantalles', {
  idPantalla: serial('id_pantalla').primaryKey(),
  /** Translation key of the screen's name in the web app (`screens.<nombre>`); `name` on the wire. */
  nombre: text('nombre').notNull(),
  icona: text('icona').notNull(),
  url: text('url').notNull().unique(),
  /** The menu's order; `ordre` on the wire. */
  orden: integer('orden').notNull(),
  /** Detail screens share their parent's permissions but are not menu entries. */
  menu: boolean('menu').notNull().default(true),
  /** A detail screen (e.g. a product detail) answers its parent's actions as well as its own. */
  idPantallaPare: integer('id_pantalla_pare'),
});

export const permisos = pgTable(
  'permisos',
  {
    idPermis: serial('id_permis').primaryKey(),
    /** `METHOD /path` as the route declares it, e.g. `GET /usuaris` or `DELETE /usuaris/{id}`. */
    endPoint: text('end_point').notNull().unique(),
    descripcio: text('descripcio').notNull().default(''),
    idPantalla: integer('id_pantalla').references(() => pantalles.idPantalla, { onDelete: 'set null' }),
  },
  (t) => [index('permisos_pantalla_idx').on(t.idPantalla)],
);

export const rols = pgTable('rols', {
  idRol: serial('id_rol').primaryKey(),
  nom: text('nom').notNull().unique(),
  idPantallaInici: integer('id_pantalla_inici').references(() => pantalles.idPantalla, {
    onDelete: 'set null',
  }),
});

export const rolPermisos = pgTable(
  'rol_permisos',
  {
    idRol: integer('id_rol')
      .notNull()
      .references(() => rols.idRol, { onDelete: 'cascade' }),
    idPermis: integer('id_permis')
      .notNull()
      .references(() => permisos.idPermis, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.idRol, t.idPermis] }), index('rol_permisos_permis_idx').on(t.idPermis)],
);

export const usuaris = pgTable(
  'usuaris',
  {
    idUsuari: serial('id_usuari').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    nomContacte: text('nom_contacte'),
    passwordHash: text('password_hash').notNull(),
    idioma: text('idioma').notNull().default('ca'),
    // A registered company's provisional code becomes the ERP's when the ERP answers (onUpdate).
    codigoCliente: text('codigo_cliente').references(() => clientes.codigo, {
      onDelete: 'restrict',
      onUpdate: 'cascade',
    }),
    /** `actiu` on the wire. */
    activo: boolean('activo').notNull().default(true),
    /**
     * Registered through the portal and not yet activated: the administrator's activation mails the
     * applicant that the account is ready, once, and clears it.
     */
    altaPendent: boolean('alta_pendent').notNull().default(false),
    /**
     * Carried in every access token (`sv`) and compared by the query that loads the session user:
     * raising it (password change, account disabled) ends every session at once, not when the
     * access tokens run out.
     */
    sessioVersio: integer('sessio_versio').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Log-in accepts either, case-insensitively, so both are unique case-insensitively.
    uniqueIndex('usuaris_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('usuaris_email_lower_idx').on(sql`lower(${t.email})`),
    index('usuaris_cliente_idx').on(t.codigoCliente),
  ],
);

export const usuariRols = pgTable(
  'usuari_rols',
  {
    idUsuari: integer('id_usuari')
      .notNull()
      .references(() => usuaris.idUsuari, { onDelete: 'cascade' }),
    idRol: integer('id_rol')
      .notNull()
      .references(() => rols.idRol, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.idUsuari, t.idRol] }), index('usuari_rols_rol_idx').on(t.idRol)],
);

/**
 * One log-in and everything it leads to: the refresh tokens its renewals rotate through (the
 * "token family" of RFC 9700 §4.14) and the access tokens they issue, which carry its id (`sid`).
 * Revoking it (logout, a rotated refresh token presented again) ends them all at once: the query
 * that loads the session user on every request checks it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    idUsuari: integer('id_usuari')
      .notNull()
      .references(() => usuaris.idUsuari, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_usuari_idx').on(t.idUsuari)],
);

/** Refresh tokens are stored hashed; each use revokes it and issues the next of its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    idUsuari: integer('id_usuari')
      .notNull()
      .references(() => usuaris.idUsuari, { onDelete: 'cascade' }),
    idSessio: integer('id_sessio')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_usuari_idx').on(t.idUsuari),
    index('refresh_tokens_sessio_idx').on(t.idSessio),
  ],
);

/**
 * Failed log-ins per account and client address: past a few, that pair waits
 * a growing delay before its next attempt. Per pair, so a stranger elsewhere cannot lock the
 * owner out; in the database, so every instance counts the same failures (DESIGN §12).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    /** `u:<idUsuari>` for an account that exists, else `l:<the login as typed, lower case>`. */
    accountKey: text('account_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No attempt from this pair is checked before then. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountKey, t.address] }),
    index('login_throttles_last_failure_idx').on(t.lastFailureAt),
  ],
);

/**
 * Fixed-window counters for rate limits, in the database so that every server instance behind a
 * load balancer counts the same attempts.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);
