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
  /** Translation key in the web app: `screens.<nom>`. */
  nom: string;
  /** A Tabler icon component name. */
  icona: string;
  ordre: number;
  menu: boolean;
  parentUrl?: string;
  roles: SeedRole[];
  /** `roles` narrows who is granted one permission by default (the screen's roles otherwise). */
  permissions: { endPoint: string; descripcio: string; roles?: SeedRole[] }[];
}

const detail = (url: string, nom: string, ordre: number): SeedScreen => ({
  url,
  nom,
  icona: 'IconFileDescription',
  ordre,
  menu: false,
  parentUrl: '/products',
  roles: COMPANY,
  permissions: [],
});

export const SCREENS: SeedScreen[] = [
  {
    url: '/products',
    nom: 'products',
    icona: 'IconBuildingStore',
    ordre: 10,
    menu: true,
    roles: COMPANY,
    permissions: [
      { endPoint: 'GET /productos', descripcio: 'Product detail' },
      { endPoint: 'GET /productos/all', descripcio: 'All products at the customer’s prices' },
      { endPoint: 'GET /productos/search', descripcio: 'Search the catalogue' },
      { endPoint: 'GET /medias', descripcio: 'Product pictures' },
      { endPoint: 'GET /familias', descripcio: 'Families and subfamilies for the filters' },
      { endPoint: 'GET /atributos', descripcio: 'Filter attributes and values' },
      { endPoint: 'GET /promociones/cliente/{id}', descripcio: 'The customer’s promotions' },
      { endPoint: 'GET /carrito', descripcio: 'Read the cart', roles: BUYING },
      { endPoint: 'POST /carrito', descripcio: 'Add a product to the cart', roles: BUYING },
      { endPoint: 'PUT /carrito/{codigo}', descripcio: 'Change a cart line', roles: BUYING },
      { endPoint: 'DELETE /carrito/{codigo}', descripcio: 'Remove a cart line', roles: BUYING },
      { endPoint: 'DELETE /carrito', descripcio: 'Empty the cart', roles: BUYING },
      { endPoint: 'POST /carrito/rapida', descripcio: 'Quick order', roles: BUYING },
      { endPoint: 'GET /codis-propis', descripcio: 'The customer’s own codes for products' },
      {
        endPoint: 'PUT /codis-propis/{codigo}',
        descripcio: 'Set the customer’s own code for a product',
        roles: BUYING,
      },
      { endPoint: 'GET /cliente/contactos', descripcio: 'Delivery contacts' },
      {
        endPoint: 'POST /cliente/contactos/add/contacto',
        descripcio: 'Create a delivery contact',
        roles: BUYING,
      },
      { endPoint: 'GET /formaspago', descripcio: 'Payment methods' },
      { endPoint: 'POST /pedidos/add', descripcio: 'Place an order', roles: BUYING },
      { endPoint: 'GET /pedidos/pedido/{code}', descripcio: 'Order status after placing it' },
      {
        endPoint: 'GET /pedidos/habituales',
        descripcio: 'Buy again: the products the customer orders most',
        roles: BUYING,
      },
    ],
  },
  detail('/equipments/product/detail', 'equipmentDetail', 11),
  // The profile (spec §2 /perfil) is not a menu entry and the web app checks no permission to show
  // it; its customer data calls are permissions like any other, held by both seeded roles: a
  // customer's user reaches its own customer only, staff any (customer-profile-service.ts).
  {
    url: '/perfil',
    nom: 'perfil',
    icona: 'IconFileDescription',
    ordre: 15,
    menu: false,
    roles: [...COMPANY, 'ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /clientes/codigo/{code}', descripcio: 'A customer’s data by its code' },
      { endPoint: 'GET /clientes/login/{login}', descripcio: 'A customer’s data by its user’s login' },
      { endPoint: 'GET /clientes/email/{email}', descripcio: 'A customer’s data by e-mail' },
      {
        endPoint: 'PUT /clientes/update',
        descripcio: 'Change a customer’s company data (sent to the ERP)',
        // The company's data is its administrator's to change, not every buyer's.
        roles: ['ADMIN_EMPRESA', 'ADMINISTRADOR'],
      },
      {
        endPoint: 'GET /documents/notices',
        descripcio: 'Whether the user is mailed about shipments and invoices',
        roles: COMPANY,
      },
      {
        endPoint: 'PUT /documents/notices',
        descripcio: 'Switch the mails about shipments and invoices on or off',
        roles: COMPANY,
      },
    ],
  },
  detail('/accessories/product/detail', 'accessoryDetail', 12),
  detail('/consumables/product/detail', 'consumableDetail', 13),
  detail('/services/product/detail', 'serviceDetail', 14),
  {
    url: '/history',
    nom: 'history',
    icona: 'IconHistory',
    ordre: 20,
    menu: true,
    roles: COMPANY,
    permissions: [
      { endPoint: 'GET /pedidos/cliente/getAll/{idCliente}', descripcio: 'Order history' },
      { endPoint: 'GET /pedido/lineas/getAll/{code}', descripcio: 'Lines of an order' },
      { endPoint: 'DELETE /pedidos/pedido/{code}', descripcio: 'Cancel an order', roles: BUYING },
      { endPoint: 'POST /pedidos/pedido/{code}/reorder', descripcio: 'Reorder', roles: BUYING },
      { endPoint: 'GET /pedidos/cliente/csv/{idCliente}', descripcio: 'Download the order history as CSV' },
      { endPoint: 'GET /pedidos/pedido/{code}/imprimir', descripcio: 'An order as printed (A4)' },
      {
        endPoint: 'GET /documents/pedido/{code}',
        descripcio: "An order's shipments, delivery notes and invoices",
      },
    ],
  },
  // The printed order, reached from the history and from the order's confirmation: a
  // screen of its own so the browser can print just it, with the history's actions (its parent).
  {
    url: '/history/print',
    nom: 'orderPrint',
    icona: 'IconFileDescription',
    ordre: 21,
    menu: false,
    parentUrl: '/history',
    roles: COMPANY,
    permissions: [],
  },
  // An order's page from the history: its timeline, shipments and documents (DESIGN §15), with the
  // history's actions (its parent), as the printed order.
  {
    url: '/history/order',
    nom: 'orderDocuments',
    icona: 'IconFileDescription',
    ordre: 22,
    menu: false,
    parentUrl: '/history',
    roles: COMPANY,
    permissions: [],
  },
  // The company's delivery notes, invoices, statements and credit (DESIGN §15): every user of the
  // customer by default (modules/erp-documents/document-access.ts decides who within a company).
  {
    url: '/documents',
    nom: 'documents',
    icona: 'IconFileInvoice',
    ordre: 25,
    menu: true,
    roles: COMPANY,
    permissions: [
      {
        endPoint: 'GET /documents/invoices',
        descripcio: 'The customer’s invoices and credit notes, filtered, with totals',
      },
      { endPoint: 'GET /documents/delivery-notes', descripcio: 'The customer’s delivery notes, filtered' },
      { endPoint: 'GET /documents/invoices/csv', descripcio: 'The invoices list as CSV' },
      { endPoint: 'GET /documents/delivery-notes/csv', descripcio: 'The delivery notes list as CSV' },
      { endPoint: 'GET /documents/zip', descripcio: 'Several documents as PDFs in one ZIP' },
      { endPoint: 'GET /documents/statement', descripcio: 'An account statement' },
      { endPoint: 'GET /documents/statement/pdf', descripcio: 'An account statement as PDF' },
      { endPoint: 'GET /documents/statement/csv', descripcio: 'An account statement as CSV' },
      { endPoint: 'GET /documents/credit', descripcio: 'The customer’s credit (also shown at checkout)' },
      { endPoint: 'GET /documents/delivery-notes/{numero}', descripcio: 'A delivery note' },
      { endPoint: 'GET /documents/invoices/{numero}', descripcio: 'An invoice or credit note' },
      { endPoint: 'GET /documents/delivery-notes/{numero}/pdf', descripcio: "A delivery note's PDF" },
      { endPoint: 'GET /documents/invoices/{numero}/pdf', descripcio: "An invoice's or credit note's PDF" },
    ],
  },
  // The customer's lists: named, private or shared with the company (lists module).
  {
    url: '/llistes',
    nom: 'llistes',
    icona: 'IconListCheck',
    ordre: 23,
    menu: true,
    roles: BUYING,
    permissions: [
      { endPoint: 'GET /llistes', descripcio: 'The lists the user may use' },
      { endPoint: 'POST /llistes', descripcio: 'Create a list (empty, from the cart or from an order)' },
      { endPoint: 'GET /llistes/{id}', descripcio: 'A list at today’s prices' },
      { endPoint: 'PUT /llistes/{id}', descripcio: 'Rename, share or make private a list' },
      { endPoint: 'DELETE /llistes/{id}', descripcio: 'Delete a list' },
      { endPoint: 'POST /llistes/{id}/lineas', descripcio: 'Add a product to a list' },
      { endPoint: 'PUT /llistes/{id}/lineas/{codigo}', descripcio: 'Change a list line’s quantity' },
      { endPoint: 'DELETE /llistes/{id}/lineas/{codigo}', descripcio: 'Remove a list line' },
      { endPoint: 'POST /llistes/{id}/carrito', descripcio: 'Add a whole list to the cart' },
      { endPoint: 'POST /llistes/{id}/importar', descripcio: 'Import a CSV into a list' },
      { endPoint: 'GET /llistes/{id}/csv', descripcio: 'Download a list as CSV' },
      { endPoint: 'POST /codis-propis/importar', descripcio: 'Import the customer’s own codes from CSV' },
    ],
  },
  {
    url: '/sat',
    nom: 'sat',
    icona: 'IconTool',
    ordre: 30,
    menu: true,
    roles: BUYING,
    permissions: [
      { endPoint: 'POST /sat/solicitud', descripcio: 'After-sales service request' },
      { endPoint: 'GET /sat/solicituds', descripcio: 'The customer’s own after-sales requests' },
      { endPoint: 'GET /sat/equips', descripcio: 'Equipment the customer bought through the portal' },
    ],
  },
  {
    url: '/maintenance',
    nom: 'maintenance',
    icona: 'IconSettings',
    ordre: 40,
    menu: true,
    roles: BUYING,
    permissions: [
      { endPoint: 'POST /maintenance/solicitud', descripcio: 'Maintenance request' },
      { endPoint: 'GET /maintenance/solicituds', descripcio: 'The customer’s own maintenance requests' },
    ],
  },
  {
    url: '/standarization',
    nom: 'standarization',
    icona: 'IconCertificate',
    ordre: 50,
    menu: true,
    roles: BUYING,
    permissions: [
      { endPoint: 'POST /standarization/solicitud', descripcio: 'Standardization request' },
      {
        endPoint: 'GET /standarization/solicituds',
        descripcio: 'The customer’s own standardization requests',
      },
    ],
  },
  // The company administrator's team screen (DESIGN §13): the company's own logins only.
  {
    url: '/equip',
    nom: 'team',
    icona: 'IconUsersGroup',
    ordre: 60,
    menu: true,
    roles: ['ADMIN_EMPRESA'],
    permissions: [
      { endPoint: 'GET /equip', descripcio: 'The company’s logins and open invitations' },
      { endPoint: 'GET /equip/registre', descripcio: 'The company’s own team changes' },
      { endPoint: 'POST /equip/invitacions', descripcio: 'Invite someone to the company by mail' },
      {
        endPoint: 'POST /equip/invitacions/{id}/reenviar',
        descripcio: 'Send an invitation again with a new link',
      },
      { endPoint: 'DELETE /equip/invitacions/{id}', descripcio: 'Withdraw an invitation' },
      {
        endPoint: 'PUT /equip/membres/{id}',
        descripcio: 'Change a company login’s role and limits, or disable it',
      },
      { endPoint: 'GET /documents/lectors', descripcio: 'Which company roles see the documents and credit' },
      {
        endPoint: 'PUT /documents/lectors',
        descripcio: 'Decide which company roles see the documents and credit',
      },
    ],
  },
  // Orders over a buyer's spending limits, for those who decide on them (DESIGN §13): approvers
  // (a buyer who also approves holds the approver's role too) and the company administrator.
  {
    url: '/aprovacions',
    nom: 'approvals',
    icona: 'IconChecklist',
    ordre: 58,
    menu: true,
    roles: ['ADMIN_EMPRESA', 'APROVADOR'],
    permissions: [
      { endPoint: 'GET /aprovacions', descripcio: 'The company’s orders awaiting approval' },
      { endPoint: 'POST /aprovacions/{code}/aprovar', descripcio: 'Approve an order: it goes to the ERP' },
      {
        endPoint: 'POST /aprovacions/{code}/rebutjar',
        descripcio: 'Reject an order with a reason its buyer reads',
      },
    ],
  },
  {
    url: '/usuaris',
    nom: 'usuaris',
    icona: 'IconUsers',
    ordre: 100,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /usuaris', descripcio: 'List users' },
      { endPoint: 'POST /usuaris', descripcio: 'Create a user' },
      { endPoint: 'PUT /usuaris', descripcio: 'Update a user' },
      { endPoint: 'DELETE /usuaris/{id}', descripcio: 'Delete a user' },
      { endPoint: 'GET /clientes', descripcio: 'Find customer companies by code or name' },
    ],
  },
  {
    url: '/rols',
    nom: 'rols',
    icona: 'IconShieldLock',
    ordre: 110,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /rols', descripcio: 'List roles' },
      { endPoint: 'POST /rols', descripcio: 'Create a role' },
      { endPoint: 'PUT /rols', descripcio: 'Update a role' },
      { endPoint: 'DELETE /rols/{id}', descripcio: 'Delete a role' },
      // Grant, revoke and home change a role: the roles screen is where they are used.
      { endPoint: 'POST /permisos/home', descripcio: 'Set a role’s home screen' },
      { endPoint: 'POST /permisos/donar-permis', descripcio: 'Grant a permission to a role' },
      { endPoint: 'POST /permisos/treure-permis', descripcio: 'Revoke a permission from a role' },
    ],
  },
  {
    url: '/permisos',
    nom: 'permisos',
    icona: 'IconLock',
    ordre: 120,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /permisos', descripcio: 'List permissions' },
      { endPoint: 'POST /permisos', descripcio: 'Create a permission' },
      { endPoint: 'PUT /permisos', descripcio: 'Update a permission' },
      { endPoint: 'DELETE /permisos/{id}', descripcio: 'Delete a permission' },
    ],
  },
  {
    url: '/pantalles',
    nom: 'pantalles',
    icona: 'IconLayoutList',
    ordre: 130,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /pantalles', descripcio: 'List screens' },
      { endPoint: 'PUT /permisos/reordenar', descripcio: 'Reorder screens' },
    ],
  },
  {
    url: '/params',
    nom: 'params',
    icona: 'IconAdjustments',
    ordre: 140,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /params', descripcio: 'List parameters' },
      { endPoint: 'POST /params', descripcio: 'Create a parameter' },
      { endPoint: 'PUT /params', descripcio: 'Update a parameter' },
      { endPoint: 'DELETE /params/{id}', descripcio: 'Delete a parameter' },
    ],
  },
  {
    url: '/log-errors',
    nom: 'logErrors',
    icona: 'IconBug',
    ordre: 150,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /log-errors', descripcio: 'Read the error log' },
      { endPoint: 'PUT /log-errors/{id}/resolt', descripcio: 'Mark an error solved' },
    ],
  },
  {
    url: '/registre-canvis',
    nom: 'registreCanvis',
    icona: 'IconListDetails',
    ordre: 160,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [{ endPoint: 'GET /registre-canvis', descripcio: 'Read the change register' }],
  },
  {
    url: '/enllac-erp',
    nom: 'enllacErp',
    icona: 'IconPlugConnected',
    ordre: 170,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /enllac-erp', descripcio: 'The ERP link: outbox and ERP health' },
      { endPoint: 'POST /enllac-erp/{id}/reintentar', descripcio: 'Send an outbox message to the ERP now' },
    ],
  },
  {
    url: '/sincronitzacio',
    nom: 'sincronitzacio',
    icona: 'IconRefresh',
    ordre: 180,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      {
        endPoint: 'GET /sincronitzacio',
        descripcio: 'Synchronisation with the ERP: the current run and the schedule',
      },
      { endPoint: 'GET /sincronitzacio/execucions', descripcio: 'History of synchronisation runs' },
      {
        endPoint: 'GET /sincronitzacio/progres',
        descripcio: 'Live progress of the synchronisation (Server-Sent Events)',
      },
      { endPoint: 'POST /sincronitzacio', descripcio: 'Start a full or incremental synchronisation' },
      { endPoint: 'PUT /sincronitzacio/programacio', descripcio: 'Schedule of incremental synchronisations' },
    ],
  },
  // A service request's page, of any kind, for the customer who made it and for the service
  // department: a customer's user reaches its own customer's requests only (404 for any other),
  // staff every one; only the customer cancels, so only customers are granted it (staff would be
  // refused by the service-requests module anyway: the permission says what the answer does).
  {
    url: '/solicitud',
    nom: 'serviceRequest',
    icona: 'IconFileDescription',
    ordre: 55,
    menu: false,
    roles: [...BUYING, 'SERVEI', 'ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /solicituds/{numero}', descripcio: 'A service request with its timeline' },
      { endPoint: 'GET /solicituds/{numero}/adjunts/{id}', descripcio: 'A file of a service request' },
      {
        endPoint: 'POST /solicituds/{numero}/cancelar',
        descripcio: 'Cancel one’s own request while received',
        roles: BUYING,
      },
    ],
  },
  // The service department's back office: every customer's requests. The request's
  // page and files are the calls the customer's screens use, granted to this role as well.
  {
    url: '/servei',
    nom: 'service',
    icona: 'IconTool',
    // After the administration screens: for an administrator it is one tool among many.
    ordre: 200,
    menu: true,
    roles: ['SERVEI', 'ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /servei/solicituds', descripcio: 'Every customer’s service requests, filtered' },
      { endPoint: 'PUT /servei/solicituds/{numero}/estat', descripcio: 'Change a service request’s status' },
      { endPoint: 'POST /servei/solicituds/{numero}/notes', descripcio: 'Add a note to a service request' },
    ],
  },
  {
    url: '/bustia',
    nom: 'mailbox',
    icona: 'IconMail',
    ordre: 190,
    menu: true,
    roles: ['ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /bustia', descripcio: 'The Mailbox: every mail the portal wrote' },
      { endPoint: 'GET /bustia/{id}', descripcio: 'One mail with its text and HTML' },
      { endPoint: 'POST /bustia/{id}/reenviar', descripcio: 'Send a mail again now' },
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
