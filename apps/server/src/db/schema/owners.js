// Which part of the server owns each table (and sequence) of the schema: the drizzle export's name
// → the folder under apps/server/src that holds its SQL. Only the owner imports the table; the
// others call its service. eslint.config.js reads this map to refuse any other import, so a new
// table needs a line here.
export const tableOwners = {
  // users: the accounts and their roles
  usuaris: 'modules/users',
  usuariRols: 'modules/users',
  // access: screens, permissions and roles
  pantalles: 'modules/access',
  permisos: 'modules/access',
  rols: 'modules/access',
  rolPermisos: 'modules/access',
  // auth: sessions and what limits log-in attempts
  sessions: 'modules/auth',
  refreshTokens: 'modules/auth',
  loginThrottles: 'modules/auth',
  rateLimitHits: 'modules/auth',
  // customers: the companies, their delivery addresses and the lists their forms offer
  clientes: 'modules/customers',
  registreClientsSeq: 'modules/customers',
  clienteContactos: 'modules/customers',
  paises: 'modules/customers',
  formasPago: 'modules/customers',
  // catalogue
  familias: 'modules/catalogue',
  subfamilias: 'modules/catalogue',
  productos: 'modules/catalogue',
  precios: 'modules/catalogue',
  medias: 'modules/catalogue',
  atributos: 'modules/catalogue',
  atributoValores: 'modules/catalogue',
  productoAtributos: 'modules/catalogue',
  promociones: 'modules/catalogue',
  searchLexemes: 'modules/catalogue',
  // the indexes a first fill builds at its end (the synchronisation says when)
  syncDeferredIndexes: 'modules/catalogue',
  // orders, with their approvals
  pedidos: 'modules/orders',
  pedidoLineas: 'modules/orders',
  SEQUENCE_PEDIDOS: 'modules/orders',
  orderApprovals: 'modules/orders',
  carritoLineas: 'modules/cart',
  params: 'modules/admin-params',
  registreCanvis: 'modules/change-log',
  logErrors: 'modules/admin-logs',
  accountTokens: 'modules/accounts',
  // the ERP link's outbox and the mail's
  outbox: 'erp',
  mailOutbox: 'mail',
  syncRuns: 'modules/erp-sync',
  syncMarks: 'modules/erp-sync',
  syncSeen: 'modules/erp-sync',
  shipments: 'modules/erp-documents',
  deliveryNotes: 'modules/erp-documents',
  invoices: 'modules/erp-documents',
  customerCredit: 'modules/erp-documents',
  documentPdfs: 'modules/erp-documents',
  documentNoticeOptOuts: 'modules/erp-documents',
  documentHiddenRoles: 'modules/erp-documents',
  serviceRequests: 'modules/service-requests',
  serviceRequestEvents: 'modules/service-requests',
  serviceRequestAttachments: 'modules/service-requests',
  serviceRequestSatSeq: 'modules/service-requests',
  serviceRequestMaintenanceSeq: 'modules/service-requests',
  serviceRequestStandardisationSeq: 'modules/service-requests',
  shoppingLists: 'modules/lists',
  shoppingListLines: 'modules/lists',
  ownCodes: 'modules/own-codes',
  teamInvitations: 'modules/company-team',
  spendingLimits: 'modules/company-team',
  deliveryContactScopes: 'modules/company-team',
};
