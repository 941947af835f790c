// Reference data every installation needs, demo or not: the screens of spec §2, the permission
// of each API action grouped by the screen that uses it, and the seeded roles with their home
// screens. A permission is granted to its default roles when it is first inserted, and a role
// its default permissions when it is first created, so an administrator's later revocation is
// never undone by a restart.

/**
 * Seeded roles: the distributor's administrator and service department, and the four company
 * roles a customer's user holds (DESIGN §13; which is which on the wire: company-roles.ts in
 * packages/domain). The buyer's role keeps the name the one customer role had before companies
 * became teams, so every grant made to it and every place that names it keep their meaning.
 */
export type SeedRole = 'ADMINISTRADOR' | 'SERVEI' | CompanySeedRole;
export type CompanySeedRole = 'ADMIN_EMPRESA' | 'CLIENT' | 'APROVADOR' | 'CONSULTA';

/** Every user of a customer company: what they all see (catalogue, prices, history). */
const COMPANY: CompanySeedRole[] = ['ADMIN_EMPRESA', 'CLIENT', 'APROVADOR', 'CONSULTA'];
/** Those who keep a cart, place and cancel orders and ask for service: the viewer and the approver do not. */
const BUYING: CompanySeedRole[] = ['ADMIN_EMPRESA', 'CLIENT'];

export interface SeedScreen {
  url: string;
  /** Translation key in the web app: `screens.<nombre>`. */
  nombre: string;
  /** A Tabler icon component name. */
  icona: string;
  orden: number;
  menu: boolean;
  parentUrl?: string;
  roles: SeedRole[];
  /**
   * `roles` narrows who is granted one permission by default (the screen's roles otherwise). What
   * each is for, in each language, is in packages/domain's permission-descriptions.ts.
   */
  permissions: { endPoint: string; roles?: SeedRole[] }[];
}

const detail = (url: string, nombre: string, orden: number): SeedScreen => ({
  url,
  nombre,
  icona: 'IconFileDescription',
  orden,
  menu: false,
  parentUrl: '/products',
  roles: COMPANY,
  permissions: [],
});

export const SCREENS: SeedScreen[] = [
  {
    url: '/products',
    nombre: 'products',
    icona: 'IconBuildingStore',
    orden: 10,
    menu: true,
    roles: COMPANY,
    permissions: [
      { endPoint: 'GET /productos' },
      { endPoint: 'GET /productos/all' },
      { endPoint: 'GET /productos/search' },
      { endPoint: 'GET /medias' },
      { endPoint: 'GET /familias' },
      { endPoint: 'GET /atributos' },
      { endPoint: 'GET /promociones/cliente/{id}' },
      { endPoint: 'GET /carrito', roles: BUYING },
      { endPoint: 'POST /carrito', roles: BUYING },
      { endPoint: 'PUT /carrito/{codigo}', roles: BUYING },
      { endPoint: 'DELETE /carrito/{codigo}', roles: BUYING },
      { endPoint: 'DELETE /carrito', roles: BUYING },
      { endPoint: 'POST /carrito/rapida', roles: BUYING },
      { endPoint: 'GET /codis-propis' },
      { endPoint: 'PUT /codis-propis/{codigo}', roles: BUYING },
      { endPoint: 'GET /cliente/contactos' },
      { endPoint: 'POST /cliente/contactos/add/contacto', roles: BUYING },
      { endPoint: 'GET /formaspago' },
      { endPoint: 'POST /pedidos/add', roles: BUYING },
      { endPoint: 'GET /pedidos/pedido/{code}' },
      { endPoint: 'GET /pedidos/habituales', roles: BUYING },
    ],
  },
  detail('/equipments/product/detail', 'equipmentDetail', 11),
  // The profile (spec §2 /perfil) is not a menu entry and the web app checks no permission to show
  // it; its customer data calls are permissions like any other, held by both seeded roles: a
  // customer's user reaches its own customer only, staff any (customer-profile-service.ts).
  {
    url: '/perfil',
    nombre: 'perfil',
    icona: 'IconFileDescription',
    orden: 15,
    menu: false,
    roles: [...COMPANY, 'ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /clientes/codigo/{code}' },
      { endPoint: 'GET /clientes/login/{login}' },
      { endPoint: 'GET /clientes/email/{email}' },
      {
        endPoint: 'PUT /clientes/update',
        // The company's data is its administrator's to change, not every buyer's.
        roles: ['ADMIN_EMPRESA', 'ADMINISTRADOR'],
      },
      { endPoint: 'GET /documents/notices', roles: COMPANY },
      { endPoint: 'PUT /documents/notices', roles: COMPANY },
    ],
  },
  detail('/accessories/product/detail', 'accessoryDetail', 12),
  detail('/consumables/product/detail', 'consumableDetail', 13),
  detail('/services/product/detail', 'serviceDetail', 14),
  {
    url: '/history',
    nombre: 'history',
    icona: 'IconHistory',
    orden: 20,
    menu: true,
    roles: COMPANY,
    permissions: [
      { endPoint: 'GET /pedidos/cliente/getAll/{idCliente}' },
      { endPoint: 'GET /pedido/lineas/getAll/{code}' },
      { endPoint: 'DELETE /pedidos/pedido/{code}', roles: BUYING },
      { endPoint: 'POST /pedidos/pedido/{code}/reorder', roles: BUYING },
      { endPoint: 'GET /pedidos/cliente/csv/{idCliente}' },
      { endPoint: 'GET /pedidos/pedido/{code}/imprimir' },
      { endPoint: 'GET /documents/pedido/{code}' },
    ],
  },
  // The printed order, reached from the history and from the order's confirmation: a
  // screen of its own so the browser can print just it, with the history's actions (its parent).
  {
    url: '/history/print',
    nombre: 'orderPrint',
    icona: 'IconFileDescription',
    orden: 21,
    menu: false,
    parentUrl: '/history',
    roles: COMPANY,
    permissions: [],
  },
  // An order's page from the history: its timeline, shipments and documents (DESIGN §15), with the
  // history's actions (its parent), as the printed order.
  {
    url: '/history/order',
    nombre: 'orderDocuments',
    icona: 'IconFileDescription',
    orden: 22,
    menu: false,
    parentUrl: '/history',
    roles: COMPANY,
    permissions: [],
  },
  // The company's delivery notes, invoices, statements and credit (DESIGN §15): every user of the
  // customer by default (modules/erp-documents/document-access.ts decides who within a company).
  {
    url: '/documents',
    nombre: 'documents',
    icona: 'IconFileInvoice',
    orden: 25,
    menu: true,
    roles: COMPANY,
    permissions: [
      { endPoint: 'GET /documents/invoices' },
      { endPoint: 'GET /documents/delivery-notes' },
      { endPoint: 'GET /documents/invoices/csv' },
      { endPoint: 'GET /documents/delivery-notes/csv' },
      { endPoint: 'GET /documents/zip' },
      { endPoint: 'GET /documents/statement' },
      { endPoint: 'GET /documents/statement/pdf' },
      { endPoint: 'GET /documents/statement/csv' },
      { endPoint: 'GET /documents/credit' },
      { endPoint: 'GET /documents/delivery-notes/{numero}' },
      { endPoint: 'GET /documents/invoices/{numero}' },
      { endPoint: 'GET /documents/delivery-notes/{numero}/pdf' },
      { endPoint: 'GET /documents/invoices/{numero}/pdf' },
    ],
  },
  // The customer's lists: named, private or shared with the company (lists module).
  {
    url: '/llistes',
    nombre: 'llistes',
    icona: 'IconListCheck',
    orden: 23,
    menu: true,
    roles: BUYING,
    permissions: [
      { endPoint: 'GET /llistes' },
      { endPoint: 'POST /llistes' },
      { endPoint: 'GET /llistes/{id}' },
      { endPoint: 'PUT /llistes/{id}' },
      { endPoint: 'DELETE /llistes/{id}' },
      { endPoint: 'POST /llistes/{id}/lineas' },
      { endPoint: 'PUT /llistes/{id}/lineas/{codigo}' },
      { endPoint: 'DELETE /llistes/{id}/lineas/{codigo}' },
      { endPoint: 'POST /llistes/{id}/carrito' },
      { endPoint: 'POST /llistes/{id}/importar' },
      { endPoint: 'GET /llistes/{id}/csv' },
      { endPoint: 'POST /codis-propis/importar' },
    ],
  },
  {
    url: '/sat',
    nombre: 'sat',
    icona: 'IconTool',
    orden: 30,
    menu: true,
    roles: BUYING,
    permissions: [
      { endPoint: 'POST /sat/solicitud' },
      { endPoint: 'GET /sat/solicituds' },
      { endPoint: 'GET /sat/equips' },
    ],
  },
  {
    url: '/maintenance',
    nombre: 'maintenance',
    icona: 'IconSettings',
    orden: 40,
    menu: true,
    roles: BUYING,
    permissions: [{ endPoint: 'POST /maintenance/solicitud' }, { endPoint: 'GET /maintenance/solicituds' }],
  },
  {
    url: '/standarization',
    nombre: 'standarization',
    icona: 'IconCertificate',
    orden: 50,
    menu: true,
    roles: BUYING,
    permissions: [
      { endPoint: 'POST /standarization/solicitud' },
      { endPoint: 'GET /standarization/solicituds' },
    ],
  },
  // The company administrator's team screen (DESIGN §13): the company's own logins only.
  {
    url: '/equip',
    nombre: 'team',
    icona: 'IconUsersGroup',
    orden: 60,
    menu: true,
    roles: ['ADMIN_EMPRESA'],
    permissions: [
      { endPoint: 'GET /equip' },
      { endPoint: 'GET /equip/registre' },
      { endPoint: 'POST /equip/invitacions' },
      { endPoint: 'POST /equip/invitacions/{id}/reenviar' },
      { endPoint: 'DELETE /equip/invitacions/{id}' },
      { endPoint: 'PUT /equip/membres/{id}' },
      { endPoint: 'GET /documents/lectors' },
      { endPoint: 'PUT /documents/lectors' },
    ],
  },
  // Orders over a buyer's spending limits, for those who decide on them (DESIGN §13): approvers
  // (a buyer who also approves holds the approver's role too) and the company administrator.
  {
    url: '/aprovacions',
    nombre: 'approvals',
    icona: 'IconChecklist',
    orden: 58,
    menu: true,
    roles: ['ADMIN_EMPRESA', 'APROVADOR'],
    permissions: [
      { endPoint: 'GET /aprovacions' },
      { endPoint: 'POST /aprovacions/{code}/aprovar' },
      { endPoint: 'POST /aprovacions/{code}/rebutjar' },
    ],
  },
  {
    url: '/usuaris',
    nombre: 'usuaris',
    icona: 'IconUsers',
    orden: 100,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /usuaris' },
      { endPoint: 'POST /usuaris' },
      { endPoint: 'PUT /usuaris' },
      { endPoint: 'DELETE /usuaris/{id}' },
      { endPoint: 'GET /clientes' },
    ],
  },
  {
    url: '/rols',
    nombre: 'rols',
    icona: 'IconShieldLock',
    orden: 110,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /rols' },
      { endPoint: 'POST /rols' },
      { endPoint: 'PUT /rols' },
      { endPoint: 'DELETE /rols/{id}' },
      // Grant, revoke and home change a role: the roles screen is where they are used.
      { endPoint: 'POST /permisos/home' },
      { endPoint: 'POST /permisos/donar-permis' },
      { endPoint: 'POST /permisos/treure-permis' },
    ],
  },
  {
    url: '/permisos',
    nombre: 'permisos',
    icona: 'IconLock',
    orden: 120,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /permisos' },
      { endPoint: 'POST /permisos' },
      { endPoint: 'PUT /permisos' },
      { endPoint: 'DELETE /permisos/{id}' },
    ],
  },
  {
    url: '/pantalles',
    nombre: 'pantalles',
    icona: 'IconLayoutList',
    orden: 130,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [{ endPoint: 'GET /pantalles' }, { endPoint: 'PUT /permisos/reordenar' }],
  },
  {
    url: '/params',
    nombre: 'params',
    icona: 'IconAdjustments',
    orden: 140,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /params' },
      { endPoint: 'POST /params' },
      { endPoint: 'PUT /params' },
      { endPoint: 'DELETE /params/{id}' },
    ],
  },
  {
    url: '/log-errors',
    nombre: 'logErrors',
    icona: 'IconBug',
    orden: 150,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [{ endPoint: 'GET /log-errors' }, { endPoint: 'PUT /log-errors/{id}/resolt' }],
  },
  {
    url: '/registre-canvis',
    nombre: 'registreCanvis',
    icona: 'IconListDetails',
    orden: 160,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [{ endPoint: 'GET /registre-canvis' }],
  },
  {
    url: '/enllac-erp',
    nombre: 'enllacErp',
    icona: 'IconPlugConnected',
    orden: 170,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [{ endPoint: 'GET /enllac-erp' }, { endPoint: 'POST /enllac-erp/{id}/reintentar' }],
  },
  {
    url: '/sincronitzacio',
    nombre: 'sincronitzacio',
    icona: 'IconRefresh',
    orden: 180,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /sincronitzacio' },
      { endPoint: 'GET /sincronitzacio/execucions' },
      { endPoint: 'GET /sincronitzacio/progres' },
      { endPoint: 'POST /sincronitzacio' },
      { endPoint: 'PUT /sincronitzacio/programacio' },
    ],
  },
  // A service request's page, of any kind, for the customer who made it and for the service
  // department: a customer's user reaches its own customer's requests only (404 for any other),
  // staff every one; only the customer cancels, so only customers are granted it (staff would be
  // refused by the service-requests module anyway: the permission says what the answer does).
  {
    url: '/solicitud',
    nombre: 'serviceRequest',
    icona: 'IconFileDescription',
    orden: 55,
    menu: false,
    roles: [...BUYING, 'SERVEI', 'ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /solicituds/{numero}' },
      { endPoint: 'GET /solicituds/{numero}/adjunts/{id}' },
      { endPoint: 'POST /solicituds/{numero}/cancelar', roles: BUYING },
    ],
  },
  // The service department's back office: every customer's requests. The request's
  // page and files are the calls the customer's screens use, granted to this role as well.
  {
    url: '/servei',
    nombre: 'service',
    icona: 'IconTool',
    // After the administration screens: for an administrator it is one tool among many.
    orden: 200,
    menu: true,
    roles: ['SERVEI', 'ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /servei/solicituds' },
      { endPoint: 'PUT /servei/solicituds/{numero}/estat' },
      { endPoint: 'POST /servei/solicituds/{numero}/notes' },
    ],
  },
  {
    url: '/bustia',
    nombre: 'mailbox',
    icona: 'IconMail',
    orden: 190,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /bustia' },
      { endPoint: 'GET /bustia/{id}' },
      { endPoint: 'POST /bustia/{id}/reenviar' },
    ],
  },
];

export const ROLES: { nom: SeedRole; homeUrl: string }[] = [
  { nom: 'ADMINISTRADOR', homeUrl: '/usuaris' },
  { nom: 'CLIENT', homeUrl: '/products' },
  { nom: 'SERVEI', homeUrl: '/servei' },
  { nom: 'ADMIN_EMPRESA', homeUrl: '/products' },
  { nom: 'APROVADOR', homeUrl: '/products' },
  { nom: 'CONSULTA', homeUrl: '/products' },
];

/** Parameters the portal reads (spec §9), with the values a new installation starts with. */
export const DEFAULT_PARAMS: { clau: string; valor: string }[] = [
  { clau: 'emailContacto', valor: 'atencio.client@example.com' },
  { clau: 'telefonoContacto', valor: '+34 930 000 000' },
  { clau: 'importeFijo', valor: '15.00' },
  { clau: 'pedidoMinimo', valor: '100' },
  /** Minutes between scheduled incremental synchronisations with the ERP; 0 turns them off. */
  { clau: 'sincronitzacioMinuts', valor: '15' },
  /**
   * Minutes between scheduled synchronisations of the documents after an order only (shipments,
   * invoices, credit): a new shipment reaches the customer within a few minutes; 0 turns them off.
   */
  { clau: 'sincronitzacioDocumentsMinuts', valor: '2' },
  /** What checkout does with an order over the customer's available credit: block, warn or off. */
  { clau: 'creditPolicy', valor: 'warn' },
];
