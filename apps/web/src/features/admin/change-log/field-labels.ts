// The names of the fields a change's values name, per table, as the screen that edits or shows
// each field names it (its own text where it has one, else `admin.changeLog.fields.*`). Per table,
// since a name can mean two things (`codigo` is an order's code in `pedidos`, a customer's in
// `clientes`). A value inside another (an order's lines) is looked up by its path first
// (`lineas.total`), then by its own name. A field not listed here keeps its raw name, as a table
// the log does not know keeps its own.
import { isLanguage, LANGUAGE_NAMES } from '@portal/domain/language-codes';
import { ORDER_STATUSES } from '@portal/domain/order-status';
import type { ParseKeys } from 'i18next';

type LabelKey = ParseKeys;
type Labels = Readonly<Record<string, LabelKey>>;

/** A delivery address, as the new-address form names its fields. */
const ADDRESS: Labels = {
  nombreContacto: 'ordering.contact.nombreContacto',
  direccion: 'ordering.contact.direccion',
  codigoPostal: 'ordering.contact.codigoPostal',
  poblacion: 'ordering.contact.poblacion',
  provincia: 'ordering.contact.provincia',
  ciudad: 'ordering.contact.ciudad',
  pais: 'ordering.contact.pais',
  telefono: 'ordering.contact.telefono',
};

/** A company login's role and limits, as the team screen names them (users and invitations). */
const COMPANY_ROLE: Labels = {
  codigoCliente: 'admin.users.fields.customer',
  accio: 'admin.changeLog.fields.accio',
  email: 'team.email',
  rol: 'team.role',
  aprova: 'team.alsoApproves',
  limitPedido: 'team.orderLimit',
  limitMensual: 'team.monthlyLimit',
  adreces: 'team.allowedAddresses',
};

const FIELD_LABELS: Readonly<Record<string, Labels>> = {
  usuaris: {
    ...COMPANY_ROLE,
    username: 'admin.users.fields.username',
    email: 'admin.users.fields.email',
    nomContacte: 'admin.users.fields.contactName',
    idioma: 'admin.users.fields.language',
    codigoCliente: 'admin.users.fields.customer',
    roles: 'admin.users.fields.roles',
    actiu: 'admin.users.active',
    altaPendent: 'mailbox.kinds.registration.pending',
    password: 'admin.users.fields.password',
    'password.changed': 'admin.changeLog.types.UPDATE',
    via: 'admin.changeLog.fields.via',
  },
  team_invitations: COMPANY_ROLE,
  rols: {
    nom: 'admin.roles.name',
    idPantallaInici: 'admin.roles.home',
    permisos: 'screens.permisos',
  },
  permisos: {
    endPoint: 'admin.permissions.endPoint',
    descripcio: 'admin.permissions.descripcio',
    idPantalla: 'admin.permissions.screen',
    rols: 'screens.rols',
  },
  rol_permisos: {
    idRol: 'admin.changeLog.fields.idRol',
    idPermis: 'admin.changeLog.fields.idPermis',
    rol: 'team.role',
    endPoint: 'admin.permissions.endPoint',
  },
  pantalles: { ordre: 'admin.changeLog.fields.ordre' },
  params: { clau: 'admin.params.key', valor: 'admin.params.value' },
  log_errors: {
    resolt: 'admin.errorLog.columns.resolt',
    dataResolt: 'admin.errorLog.columns.dataResolt',
  },
  pedidos: {
    ...ADDRESS,
    codigo: 'ordering.history.code',
    codigoCliente: 'ordering.print.customer',
    idUsuari: 'admin.changeLog.columns.usuari',
    estado: 'ordering.history.status',
    idContacto: 'admin.changeLog.fields.idContacto',
    direccionEntrega: 'ordering.delivery.label',
    formaPago: 'ordering.conditions.formaPago',
    referencia: 'admin.changeLog.fields.referencia',
    fechaEntrega: 'ordering.conditions.fechaEntrega',
    observaciones: 'ordering.conditions.observaciones',
    idLista: 'profile.company.priceList',
    subtotal: 'ordering.totals.subtotal',
    descuento: 'ordering.totals.discountTotal',
    portes: 'ordering.totals.shipping',
    total: 'ordering.totals.total',
    limits: 'admin.changeLog.fields.limits',
    lineas: 'ordering.history.lines',
    'lineas.linea': 'ordering.history.line',
    'lineas.codigoArticulo': 'ordering.history.productCode',
    'lineas.cantidad': 'ordering.lines.quantity',
    'lineas.precioUnitario': 'ordering.lines.unitPrice',
    'lineas.total': 'ordering.lines.lineTotal',
  },
  cliente_contactos: {
    ...ADDRESS,
    id: 'admin.changeLog.columns.id',
    codigoCliente: 'admin.users.fields.customer',
  },
  clientes: {
    codigo: 'profile.company.codigo',
    razonSocial: 'profile.company.razonSocial',
    cif: 'profile.company.cif',
    telefono: 'profile.company.telefono',
    direccion: 'profile.company.direccion',
    codigoPostal: 'profile.company.codigoPostal',
    poblacion: 'profile.company.poblacion',
    provincia: 'profile.company.provincia',
    ciudad: 'profile.company.ciudad',
    pais: 'profile.company.pais',
    entidadBancaria: 'profile.company.entidadBancaria',
    diaPago: 'profile.company.diaPago',
    email: 'profile.email',
    idLista: 'profile.company.priceList',
    enllac: 'screens.enllacErp',
  },
  shopping_lists: {
    nombre: 'shoppingLists.columns.name',
    compartida: 'shoppingLists.shared',
    idUsuari: 'shoppingLists.columns.owner',
    lineas: 'shoppingLists.columns.lines',
    linea: 'ordering.quick.line',
    codigo: 'shoppingLists.columns.code',
    cantidad: 'shoppingLists.columns.quantity',
    lineaEliminada: 'admin.changeLog.fields.lineaEliminada',
    importades: 'admin.changeLog.fields.importades',
    substituides: 'shoppingLists.import.replace',
  },
  own_codes: {
    codigoPropio: 'admin.changeLog.fields.codigoPropio',
    importats: 'admin.changeLog.fields.importats',
  },
  pedido_aprovacions: {
    codigoCliente: 'admin.users.fields.customer',
    accio: 'admin.changeLog.fields.accio',
    pedido: 'ordering.history.code',
    estado: 'ordering.history.status',
    motiu: 'approvals.reason',
  },
  document_hidden_roles: {
    comprador: 'team.roles.comprador',
    aprovador: 'team.roles.aprovador',
    consulta: 'team.roles.consulta',
  },
  outbox: { estat: 'admin.erpLink.columns.state', properIntent: 'admin.erpLink.columns.nextAttempt' },
  mail_outbox: { estat: 'mailbox.columns.estat', properIntent: 'admin.erpLink.columns.nextAttempt' },
};

/** The text key of a field of `taula` at `path` (its name, after those of the values holding it). */
export function fieldLabelKey(taula: string, path: readonly string[]): LabelKey | undefined {
  const labels = Object.hasOwn(FIELD_LABELS, taula) ? FIELD_LABELS[taula]! : {};
  for (const name of [path.join('.'), path.at(-1) ?? '']) {
    if (Object.hasOwn(labels, name)) return labels[name];
  }
  return undefined;
}

/** A stored code's words: a text key, or a name that is the same in every language. */
export type ValueWords = { key: LabelKey } | { name: string };
type ValueLabels = Readonly<Record<string, (value: string) => ValueWords | undefined>>;

const among =
  <T extends string>(codes: readonly T[], key: (code: T) => LabelKey) =>
  (value: string): ValueWords | undefined =>
    (codes as readonly string[]).includes(value) ? { key: key(value as T) } : undefined;

const COMPANY_ROLES = ['administrador', 'comprador', 'aprovador', 'consulta'] as const;
const TEAM_ACTIONS = ['invited', 'resent', 'revoked', 'changed', 'accepted'] as const;
const USER_ROLES = ['ADMINISTRADOR', 'CLIENT', 'ADMIN_EMPRESA', 'APROVADOR', 'CONSULTA'] as const;

const orderStatus = among(ORDER_STATUSES, (code) => `messages:orders.status.${code}` as LabelKey);
/** A language by its own name, as the language switch shows it. */
const language = (value: string): ValueWords | undefined =>
  isLanguage(value) ? { name: LANGUAGE_NAMES[value] } : undefined;
const TEAM_VALUES: ValueLabels = {
  rol: among(COMPANY_ROLES, (code) => `team.roles.${code}` as const),
  accio: among(TEAM_ACTIONS, (code) => `admin.changeLog.actions.${code}` as const),
  idioma: language,
};

/**
 * The codes a change's values hold that the screens show in words: a status, a role, a language,
 * what was done. Per table and field name, as FIELD_LABELS; a code not listed stays as stored.
 */
const VALUE_LABELS: Readonly<Record<string, ValueLabels>> = {
  usuaris: {
    ...TEAM_VALUES,
    roles: among(USER_ROLES, (code) => `roles.${code}` as const),
    via: among(['profile', 'recovery'] as const, (code) => `admin.changeLog.via.${code}` as const),
  },
  team_invitations: TEAM_VALUES,
  pedidos: { estado: orderStatus },
  pedido_aprovacions: {
    estado: orderStatus,
    accio: among(['approved', 'rejected'] as const, (code) => `admin.changeLog.actions.${code}` as const),
  },
};

/** The words for a code `value` stored in the field of `taula` at `path`, if it has some. */
export function valueWords(taula: string, path: readonly string[], value: string): ValueWords | undefined {
  const labels = Object.hasOwn(VALUE_LABELS, taula) ? VALUE_LABELS[taula]! : {};
  const name = path.at(-1) ?? '';
  return Object.hasOwn(labels, name) ? labels[name]!(value) : undefined;
}
