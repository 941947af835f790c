// Reference data every installation needs, demo or not: the screens of spec §2, the permission
// of each API action grouped by the screen that uses it, and the two seeded roles with their
// home screens. New permissions are granted to their default roles when first inserted only,
// so an administrator's later revocation is never undone by a restart.

/** Seeded roles: the administrator, the customer, and the service department (issue 11). */
export type SeedRole = 'ADMINISTRADOR' | 'CLIENT' | 'SERVEI';

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
  roles: ['CLIENT'],
  permissions: [],
});

export const SCREENS: SeedScreen[] = [
  {
    url: '/products',
    nom: 'products',
    icona: 'IconBuildingStore',
    ordre: 10,
    menu: true,
    roles: ['CLIENT'],
    permissions: [
      { endPoint: 'GET /productos', descripcio: 'Product detail' },
      { endPoint: 'GET /productos/all', descripcio: 'All products at the customer’s prices' },
      { endPoint: 'GET /productos/search', descripcio: 'Search the catalogue' },
      { endPoint: 'GET /medias', descripcio: 'Product pictures' },
      { endPoint: 'GET /familias', descripcio: 'Families and subfamilies for the filters' },
      { endPoint: 'GET /atributos', descripcio: 'Filter attributes and values' },
      { endPoint: 'GET /promociones/cliente/{id}', descripcio: 'The customer’s promotions' },
      { endPoint: 'GET /carrito', descripcio: 'Read the cart' },
      { endPoint: 'POST /carrito', descripcio: 'Add a product to the cart' },
      { endPoint: 'PUT /carrito/{codigo}', descripcio: 'Change a cart line' },
      { endPoint: 'DELETE /carrito/{codigo}', descripcio: 'Remove a cart line' },
      { endPoint: 'DELETE /carrito', descripcio: 'Empty the cart' },
      { endPoint: 'POST /carrito/rapida', descripcio: 'Quick order' },
      { endPoint: 'GET /cliente/contactos', descripcio: 'Delivery contacts' },
      { endPoint: 'POST /cliente/contactos/add/contacto', descripcio: 'Create a delivery contact' },
      { endPoint: 'GET /formaspago', descripcio: 'Payment methods' },
      { endPoint: 'POST /pedidos/add', descripcio: 'Place an order' },
      { endPoint: 'GET /pedidos/pedido/{code}', descripcio: 'Order status after placing it' },
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
    roles: ['CLIENT', 'ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /clientes/codigo/{code}', descripcio: 'A customer’s data by its code' },
      { endPoint: 'GET /clientes/login/{login}', descripcio: 'A customer’s data by its user’s login' },
      { endPoint: 'GET /clientes/email/{email}', descripcio: 'A customer’s data by e-mail' },
      { endPoint: 'PUT /clientes/update', descripcio: 'Change a customer’s company data (sent to the ERP)' },
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
    roles: ['CLIENT'],
    permissions: [
      { endPoint: 'GET /pedidos/cliente/getAll/{idCliente}', descripcio: 'Order history' },
      { endPoint: 'GET /pedido/lineas/getAll/{code}', descripcio: 'Lines of an order' },
      { endPoint: 'DELETE /pedidos/pedido/{code}', descripcio: 'Cancel an order' },
      { endPoint: 'POST /pedidos/pedido/{code}/reorder', descripcio: 'Reorder' },
      { endPoint: 'GET /pedidos/cliente/csv/{idCliente}', descripcio: 'Download the order history as CSV' },
      { endPoint: 'GET /pedidos/pedido/{code}/imprimir', descripcio: 'An order as printed (A4)' },
    ],
  },
  // The printed order (issue 12), reached from the history and from the order's confirmation: a
  // screen of its own so the browser can print just it, with the history's actions (its parent).
  {
    url: '/history/print',
    nom: 'orderPrint',
    icona: 'IconFileDescription',
    ordre: 21,
    menu: false,
    parentUrl: '/history',
    roles: ['CLIENT'],
    permissions: [],
  },
  {
    url: '/sat',
    nom: 'sat',
    icona: 'IconTool',
    ordre: 30,
    menu: true,
    roles: ['CLIENT'],
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
    roles: ['CLIENT'],
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
    roles: ['CLIENT'],
    permissions: [
      { endPoint: 'POST /standarization/solicitud', descripcio: 'Standardization request' },
      {
        endPoint: 'GET /standarization/solicituds',
        descripcio: 'The customer’s own standardization requests',
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
    roles: ['CLIENT', 'SERVEI', 'ADMINISTRADOR'],
    permissions: [
      { endPoint: 'GET /solicituds/{numero}', descripcio: 'A service request with its timeline' },
      { endPoint: 'GET /solicituds/{numero}/adjunts/{id}', descripcio: 'A file of a service request' },
      {
        endPoint: 'POST /solicituds/{numero}/cancelar',
        descripcio: 'Cancel one’s own request while received',
        roles: ['CLIENT'],
      },
    ],
  },
  // The service department's back office (issue 11): every customer's requests. The request's
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
];

/** Parameters the portal reads (spec §9), with the values a new installation starts with. */
export const DEFAULT_PARAMS: { clau: string; valor: string }[] = [
  { clau: 'emailContacto', valor: 'atencio.client@example.com' },
  { clau: 'telefonoContacto', valor: '+34 930 000 000' },
  { clau: 'importeFijo', valor: '15.00' },
  { clau: 'pedidoMinimo', valor: '100' },
  /** Minutes between scheduled incremental synchronisations with the ERP; 0 turns them off. */
  { clau: 'sincronitzacioMinuts', valor: '15' },
];
