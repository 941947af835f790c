// What each permission the portal seeds is for, in the three interface languages (spec §6, DESIGN
// §8), keyed by its endpoint. A permission row keeps a description of its own only when an
// administrator wrote one; an empty one stands for the portal's own, shown in the reader's
// language. So the permissions screens never show a seeded text in another language, and an
// administrator's own words are shown as written.
import type { Language } from './language-codes.ts';
import { ownValue } from './wire-types.ts';

type Texts = Readonly<Record<Language, string>>;

export const PERMISSION_DESCRIPTIONS: Readonly<Record<string, Texts>> = {
  // Products, cart and checkout
  'GET /productos': { ca: "Detall d'un producte", es: 'Detalle de un producto', en: 'Product detail' },
  'GET /productos/all': {
    ca: 'Tots els productes als preus del client',
    es: 'Todos los productos a los precios del cliente',
    en: "All products at the customer's prices",
  },
  'GET /productos/search': {
    ca: 'Cercar al catàleg',
    es: 'Buscar en el catálogo',
    en: 'Search the catalogue',
  },
  'GET /medias': { ca: 'Imatges dels productes', es: 'Imágenes de los productos', en: 'Product pictures' },
  'GET /familias': {
    ca: 'Famílies i subfamílies per als filtres',
    es: 'Familias y subfamilias para los filtros',
    en: 'Families and subfamilies for the filters',
  },
  'GET /atributos': {
    ca: 'Atributs dels filtres i els seus valors',
    es: 'Atributos de los filtros y sus valores',
    en: 'Filter attributes and values',
  },
  'GET /promociones/cliente/{id}': {
    ca: 'Les promocions del client',
    es: 'Las promociones del cliente',
    en: "The customer's promotions",
  },
  'GET /carrito': { ca: 'Consultar la cistella', es: 'Consultar el carrito', en: 'Read the cart' },
  'POST /carrito': {
    ca: 'Afegir un producte a la cistella',
    es: 'Añadir un producto al carrito',
    en: 'Add a product to the cart',
  },
  'PUT /carrito/{codigo}': {
    ca: 'Canviar una línia de la cistella',
    es: 'Cambiar una línea del carrito',
    en: 'Change a cart line',
  },
  'DELETE /carrito/{codigo}': {
    ca: 'Treure una línia de la cistella',
    es: 'Quitar una línea del carrito',
    en: 'Remove a cart line',
  },
  'DELETE /carrito': { ca: 'Buidar la cistella', es: 'Vaciar el carrito', en: 'Empty the cart' },
  'POST /carrito/rapida': { ca: 'Comanda ràpida', es: 'Pedido rápido', en: 'Quick order' },
  'GET /codis-propis': {
    ca: 'Els codis propis del client per als productes',
    es: 'Los códigos propios del cliente para los productos',
    en: "The customer's own codes for products",
  },
  'PUT /codis-propis/{codigo}': {
    ca: 'Posar el codi propi del client a un producte',
    es: 'Poner el código propio del cliente a un producto',
    en: "Set the customer's own code for a product",
  },
  'GET /cliente/contactos': {
    ca: 'Adreces de lliurament',
    es: 'Direcciones de entrega',
    en: 'Delivery addresses',
  },
  'POST /cliente/contactos/add/contacto': {
    ca: 'Crear una adreça de lliurament',
    es: 'Crear una dirección de entrega',
    en: 'Create a delivery address',
  },
  'GET /formaspago': { ca: 'Formes de pagament', es: 'Formas de pago', en: 'Payment methods' },
  'POST /pedidos/add': { ca: 'Fer una comanda', es: 'Hacer un pedido', en: 'Place an order' },
  'GET /pedidos/pedido/{code}': {
    ca: "L'estat d'una comanda després de fer-la",
    es: 'El estado de un pedido después de hacerlo',
    en: 'Order status after placing it',
  },
  'GET /pedidos/habituales': {
    ca: 'Torna a comprar: els productes que el client demana més',
    es: 'Volver a comprar: los productos que el cliente pide más',
    en: 'Buy again: the products the customer orders most',
  },

  // The profile: the customer's data and the user's notices
  'GET /clientes/codigo/{code}': {
    ca: "Les dades d'un client pel seu codi",
    es: 'Los datos de un cliente por su código',
    en: "A customer's data by its code",
  },
  'GET /clientes/login/{login}': {
    ca: "Les dades d'un client pel nom d'usuari d'un dels seus usuaris",
    es: 'Los datos de un cliente por el nombre de usuario de uno de sus usuarios',
    en: "A customer's data by its user's login",
  },
  'GET /clientes/email/{email}': {
    ca: "Les dades d'un client pel correu electrònic",
    es: 'Los datos de un cliente por el correo electrónico',
    en: "A customer's data by e-mail",
  },
  'PUT /clientes/update': {
    ca: "Canviar les dades de l'empresa d'un client (s'envien a l'ERP)",
    es: 'Cambiar los datos de la empresa de un cliente (se envían al ERP)',
    en: "Change a customer's company data (sent to the ERP)",
  },
  'GET /documents/notices': {
    ca: "Si l'usuari rep correus dels enviaments i de les factures",
    es: 'Si el usuario recibe correos de los envíos y de las facturas',
    en: 'Whether the user is mailed about shipments and invoices',
  },
  'PUT /documents/notices': {
    ca: 'Activar o desactivar els correus dels enviaments i de les factures',
    es: 'Activar o desactivar los correos de los envíos y de las facturas',
    en: 'Switch the mails about shipments and invoices on or off',
  },

  // Order history
  'GET /pedidos/cliente/getAll/{idCliente}': {
    ca: 'Historial de comandes',
    es: 'Historial de pedidos',
    en: 'Order history',
  },
  'GET /pedido/lineas/getAll/{code}': {
    ca: "Les línies d'una comanda",
    es: 'Las líneas de un pedido',
    en: 'Lines of an order',
  },
  'DELETE /pedidos/pedido/{code}': {
    ca: 'Cancel·lar una comanda',
    es: 'Cancelar un pedido',
    en: 'Cancel an order',
  },
  'POST /pedidos/pedido/{code}/reorder': {
    ca: 'Tornar a demanar una comanda',
    es: 'Volver a pedir un pedido',
    en: 'Order again',
  },
  'GET /pedidos/cliente/csv/{idCliente}': {
    ca: "Descarregar l'historial de comandes en CSV",
    es: 'Descargar el historial de pedidos en CSV',
    en: 'Download the order history as CSV',
  },
  'GET /pedidos/pedido/{code}/imprimir': {
    ca: 'Una comanda impresa (A4)',
    es: 'Un pedido impreso (A4)',
    en: 'An order as printed (A4)',
  },
  'GET /documents/pedido/{code}': {
    ca: "Els enviaments, els albarans i les factures d'una comanda",
    es: 'Los envíos, los albaranes y las facturas de un pedido',
    en: "An order's shipments, delivery notes and invoices",
  },

  // Documents
  'GET /documents/invoices': {
    ca: 'Les factures i els abonaments del client, filtrats, amb els totals',
    es: 'Las facturas y los abonos del cliente, filtrados, con los totales',
    en: "The customer's invoices and credit notes, filtered, with totals",
  },
  'GET /documents/delivery-notes': {
    ca: 'Els albarans del client, filtrats',
    es: 'Los albaranes del cliente, filtrados',
    en: "The customer's delivery notes, filtered",
  },
  'GET /documents/invoices/csv': {
    ca: 'Les factures en CSV',
    es: 'Las facturas en CSV',
    en: 'The invoices list as CSV',
  },
  'GET /documents/delivery-notes/csv': {
    ca: 'Els albarans en CSV',
    es: 'Los albaranes en CSV',
    en: 'The delivery notes list as CSV',
  },
  'GET /documents/zip': {
    ca: "Diversos documents en PDF dins d'un ZIP",
    es: 'Varios documentos en PDF dentro de un ZIP',
    en: 'Several documents as PDFs in one ZIP',
  },
  'GET /documents/statement': {
    ca: 'Un extracte de compte',
    es: 'Un extracto de cuenta',
    en: 'An account statement',
  },
  'GET /documents/statement/pdf': {
    ca: 'Un extracte de compte en PDF',
    es: 'Un extracto de cuenta en PDF',
    en: 'An account statement as PDF',
  },
  'GET /documents/statement/csv': {
    ca: 'Un extracte de compte en CSV',
    es: 'Un extracto de cuenta en CSV',
    en: 'An account statement as CSV',
  },
  'GET /documents/credit': {
    ca: 'El crèdit del client (també es mostra en confirmar la comanda)',
    es: 'El crédito del cliente (también se muestra al confirmar el pedido)',
    en: "The customer's credit (also shown at checkout)",
  },
  'GET /documents/delivery-notes/{numero}': { ca: 'Un albarà', es: 'Un albarán', en: 'A delivery note' },
  'GET /documents/invoices/{numero}': {
    ca: 'Una factura o un abonament',
    es: 'Una factura o un abono',
    en: 'An invoice or credit note',
  },
  'GET /documents/delivery-notes/{numero}/pdf': {
    ca: "El PDF d'un albarà",
    es: 'El PDF de un albarán',
    en: "A delivery note's PDF",
  },
  'GET /documents/invoices/{numero}/pdf': {
    ca: "El PDF d'una factura o d'un abonament",
    es: 'El PDF de una factura o de un abono',
    en: "An invoice's or credit note's PDF",
  },

  // Lists and own codes
  'GET /llistes': {
    ca: "Les llistes que l'usuari pot fer servir",
    es: 'Las listas que el usuario puede usar',
    en: 'The lists the user may use',
  },
  'POST /llistes': {
    ca: "Crear una llista (buida, des de la cistella o des d'una comanda)",
    es: 'Crear una lista (vacía, desde el carrito o desde un pedido)',
    en: 'Create a list (empty, from the cart or from an order)',
  },
  'GET /llistes/{id}': {
    ca: "Una llista als preus d'avui",
    es: 'Una lista a los precios de hoy',
    en: "A list at today's prices",
  },
  'PUT /llistes/{id}': {
    ca: "Canviar el nom d'una llista, compartir-la o fer-la privada",
    es: 'Cambiar el nombre de una lista, compartirla o hacerla privada',
    en: 'Rename, share or make private a list',
  },
  'DELETE /llistes/{id}': { ca: 'Esborrar una llista', es: 'Eliminar una lista', en: 'Delete a list' },
  'POST /llistes/{id}/lineas': {
    ca: 'Afegir un producte a una llista',
    es: 'Añadir un producto a una lista',
    en: 'Add a product to a list',
  },
  'PUT /llistes/{id}/lineas/{codigo}': {
    ca: "Canviar la quantitat d'una línia d'una llista",
    es: 'Cambiar la cantidad de una línea de una lista',
    en: "Change a list line's quantity",
  },
  'DELETE /llistes/{id}/lineas/{codigo}': {
    ca: "Treure una línia d'una llista",
    es: 'Quitar una línea de una lista',
    en: 'Remove a list line',
  },
  'POST /llistes/{id}/carrito': {
    ca: 'Afegir tota una llista a la cistella',
    es: 'Añadir toda una lista al carrito',
    en: 'Add a whole list to the cart',
  },
  'POST /llistes/{id}/importar': {
    ca: 'Importar un CSV a una llista',
    es: 'Importar un CSV en una lista',
    en: 'Import a CSV into a list',
  },
  'GET /llistes/{id}/csv': {
    ca: 'Descarregar una llista en CSV',
    es: 'Descargar una lista en CSV',
    en: 'Download a list as CSV',
  },
  'POST /codis-propis/importar': {
    ca: "Importar els codis propis del client des d'un CSV",
    es: 'Importar los códigos propios del cliente desde un CSV',
    en: "Import the customer's own codes from CSV",
  },

  // Service requests
  'POST /sat/solicitud': {
    ca: 'Sol·licitud de servei postvenda',
    es: 'Solicitud de servicio posventa',
    en: 'After-sales service request',
  },
  'GET /sat/solicituds': {
    ca: 'Les sol·licituds de servei postvenda del mateix client',
    es: 'Las solicitudes de servicio posventa del propio cliente',
    en: "The customer's own after-sales requests",
  },
  'GET /sat/equips': {
    ca: 'Les màquines que el client ha comprat al portal',
    es: 'Las máquinas que el cliente ha comprado en el portal',
    en: 'Equipment the customer bought through the portal',
  },
  'POST /maintenance/solicitud': {
    ca: 'Sol·licitud de manteniment',
    es: 'Solicitud de mantenimiento',
    en: 'Maintenance request',
  },
  'GET /maintenance/solicituds': {
    ca: 'Les sol·licituds de manteniment del mateix client',
    es: 'Las solicitudes de mantenimiento del propio cliente',
    en: "The customer's own maintenance requests",
  },
  'POST /standarization/solicitud': {
    ca: "Sol·licitud d'homologació",
    es: 'Solicitud de homologación',
    en: 'Standardization request',
  },
  'GET /standarization/solicituds': {
    ca: "Les sol·licituds d'homologació del mateix client",
    es: 'Las solicitudes de homologación del propio cliente',
    en: "The customer's own standardization requests",
  },
  'GET /solicituds/{numero}': {
    ca: 'Una sol·licitud de servei amb el seu historial',
    es: 'Una solicitud de servicio con su historial',
    en: 'A service request with its timeline',
  },
  'GET /solicituds/{numero}/adjunts/{id}': {
    ca: "Un fitxer d'una sol·licitud de servei",
    es: 'Un archivo de una solicitud de servicio',
    en: 'A file of a service request',
  },
  'POST /solicituds/{numero}/cancelar': {
    ca: 'Cancel·lar una sol·licitud pròpia mentre és rebuda',
    es: 'Cancelar una solicitud propia mientras está recibida',
    en: "Cancel one's own request while received",
  },
  'GET /servei/solicituds': {
    ca: 'Les sol·licituds de servei de tots els clients, filtrades',
    es: 'Las solicitudes de servicio de todos los clientes, filtradas',
    en: "Every customer's service requests, filtered",
  },
  'PUT /servei/solicituds/{numero}/estat': {
    ca: "Canviar l'estat d'una sol·licitud de servei",
    es: 'Cambiar el estado de una solicitud de servicio',
    en: "Change a service request's status",
  },
  'POST /servei/solicituds/{numero}/notes': {
    ca: 'Afegir una nota a una sol·licitud de servei',
    es: 'Añadir una nota a una solicitud de servicio',
    en: 'Add a note to a service request',
  },

  // The company's team and approvals
  'GET /equip': {
    ca: "Els usuaris de l'empresa i les invitacions obertes",
    es: 'Los usuarios de la empresa y las invitaciones abiertas',
    en: "The company's logins and open invitations",
  },
  'GET /equip/registre': {
    ca: "Els canvis de l'equip de l'empresa",
    es: 'Los cambios del equipo de la empresa',
    en: "The company's own team changes",
  },
  'POST /equip/invitacions': {
    ca: "Convidar algú a l'empresa per correu electrònic",
    es: 'Invitar a alguien a la empresa por correo electrónico',
    en: 'Invite someone to the company by mail',
  },
  'POST /equip/invitacions/{id}/reenviar': {
    ca: 'Tornar a enviar una invitació amb un enllaç nou',
    es: 'Volver a enviar una invitación con un enlace nuevo',
    en: 'Send an invitation again with a new link',
  },
  'DELETE /equip/invitacions/{id}': {
    ca: 'Retirar una invitació',
    es: 'Retirar una invitación',
    en: 'Withdraw an invitation',
  },
  'PUT /equip/membres/{id}': {
    ca: "Canviar el rol i els límits d'un usuari de l'empresa, o desactivar-lo",
    es: 'Cambiar el rol y los límites de un usuario de la empresa, o desactivarlo',
    en: "Change a company login's role and limits, or disable it",
  },
  'GET /documents/lectors': {
    ca: "Quins rols de l'empresa veuen els documents i el crèdit",
    es: 'Qué roles de la empresa ven los documentos y el crédito',
    en: 'Which company roles see the documents and credit',
  },
  'PUT /documents/lectors': {
    ca: "Decidir quins rols de l'empresa veuen els documents i el crèdit",
    es: 'Decidir qué roles de la empresa ven los documentos y el crédito',
    en: 'Decide which company roles see the documents and credit',
  },
  'GET /aprovacions': {
    ca: "Les comandes de l'empresa pendents d'aprovació",
    es: 'Los pedidos de la empresa pendientes de aprobación',
    en: "The company's orders awaiting approval",
  },
  'POST /aprovacions/{code}/aprovar': {
    ca: "Aprovar una comanda: va a l'ERP",
    es: 'Aprobar un pedido: va al ERP',
    en: 'Approve an order: it goes to the ERP',
  },
  'POST /aprovacions/{code}/rebutjar': {
    ca: 'Rebutjar una comanda amb un motiu que el comprador llegeix',
    es: 'Rechazar un pedido con un motivo que el comprador lee',
    en: 'Reject an order with a reason its buyer reads',
  },

  // Administration
  'GET /usuaris': { ca: 'Consultar els usuaris', es: 'Consultar los usuarios', en: 'List users' },
  'POST /usuaris': { ca: 'Crear un usuari', es: 'Crear un usuario', en: 'Create a user' },
  'PUT /usuaris': { ca: 'Modificar un usuari', es: 'Modificar un usuario', en: 'Update a user' },
  'DELETE /usuaris/{id}': { ca: 'Eliminar un usuari', es: 'Eliminar un usuario', en: 'Delete a user' },
  'GET /clientes': {
    ca: 'Cercar empreses clients pel codi o el nom',
    es: 'Buscar empresas clientes por el código o el nombre',
    en: 'Find customer companies by code or name',
  },
  'GET /rols': { ca: 'Consultar els rols', es: 'Consultar los roles', en: 'List roles' },
  'POST /rols': { ca: 'Crear un rol', es: 'Crear un rol', en: 'Create a role' },
  'PUT /rols': { ca: 'Modificar un rol', es: 'Modificar un rol', en: 'Update a role' },
  'DELETE /rols/{id}': { ca: 'Eliminar un rol', es: 'Eliminar un rol', en: 'Delete a role' },
  'POST /permisos/home': {
    ca: "Definir la pantalla d'inici d'un rol",
    es: 'Definir la pantalla de inicio de un rol',
    en: "Set a role's home screen",
  },
  'POST /permisos/donar-permis': {
    ca: 'Donar un permís a un rol',
    es: 'Dar un permiso a un rol',
    en: 'Grant a permission to a role',
  },
  'POST /permisos/treure-permis': {
    ca: 'Treure un permís a un rol',
    es: 'Quitar un permiso a un rol',
    en: 'Revoke a permission from a role',
  },
  'GET /permisos': { ca: 'Consultar els permisos', es: 'Consultar los permisos', en: 'List permissions' },
  'POST /permisos': { ca: 'Crear un permís', es: 'Crear un permiso', en: 'Create a permission' },
  'PUT /permisos': { ca: 'Modificar un permís', es: 'Modificar un permiso', en: 'Update a permission' },
  'DELETE /permisos/{id}': {
    ca: 'Eliminar un permís',
    es: 'Eliminar un permiso',
    en: 'Delete a permission',
  },
  'GET /pantalles': { ca: 'Consultar les pantalles', es: 'Consultar las pantallas', en: 'List screens' },
  'PUT /permisos/reordenar': {
    ca: 'Reordenar les pantalles',
    es: 'Reordenar las pantallas',
    en: 'Reorder screens',
  },
  'GET /params': { ca: 'Consultar els paràmetres', es: 'Consultar los parámetros', en: 'List parameters' },
  'POST /params': { ca: 'Crear un paràmetre', es: 'Crear un parámetro', en: 'Create a parameter' },
  'PUT /params': { ca: 'Modificar un paràmetre', es: 'Modificar un parámetro', en: 'Update a parameter' },
  'DELETE /params/{id}': {
    ca: 'Eliminar un paràmetre',
    es: 'Eliminar un parámetro',
    en: 'Delete a parameter',
  },
  'GET /log-errors': {
    ca: "Consultar el registre d'errors",
    es: 'Consultar el registro de errores',
    en: 'Read the error log',
  },
  'PUT /log-errors/{id}/resolt': {
    ca: 'Marcar un error com a resolt',
    es: 'Marcar un error como resuelto',
    en: 'Mark an error solved',
  },
  'GET /registre-canvis': {
    ca: 'Consultar el registre de canvis',
    es: 'Consultar el registro de cambios',
    en: 'Read the change register',
  },
  'GET /enllac-erp': {
    ca: "L'enllaç amb l'ERP: els missatges pendents i l'estat de l'ERP",
    es: 'El enlace con el ERP: los mensajes pendientes y el estado del ERP',
    en: 'The ERP link: outbox and ERP health',
  },
  'POST /enllac-erp/{id}/reintentar': {
    ca: "Enviar ara a l'ERP un missatge pendent",
    es: 'Enviar ahora al ERP un mensaje pendiente',
    en: 'Send an outbox message to the ERP now',
  },
  'GET /sincronitzacio': {
    ca: "La sincronització amb l'ERP: l'execució en curs i la programació",
    es: 'La sincronización con el ERP: la ejecución en curso y la programación',
    en: 'Synchronization with the ERP: the current run and the schedule',
  },
  'GET /sincronitzacio/execucions': {
    ca: 'Historial de les sincronitzacions',
    es: 'Historial de las sincronizaciones',
    en: 'History of synchronization runs',
  },
  'GET /sincronitzacio/progres': {
    ca: 'El progrés de la sincronització en directe (Server-Sent Events)',
    es: 'El progreso de la sincronización en directo (Server-Sent Events)',
    en: 'Live progress of the synchronization (Server-Sent Events)',
  },
  'POST /sincronitzacio': {
    ca: 'Iniciar una sincronització completa o incremental',
    es: 'Iniciar una sincronización completa o incremental',
    en: 'Start a full or incremental synchronization',
  },
  'PUT /sincronitzacio/programacio': {
    ca: 'La programació de les sincronitzacions incrementals',
    es: 'La programación de las sincronizaciones incrementales',
    en: 'Schedule of incremental synchronizations',
  },
  'GET /bustia': {
    ca: 'La bústia: tots els correus que ha escrit el portal',
    es: 'El buzón: todos los correos que ha escrito el portal',
    en: 'The Mailbox: every mail the portal wrote',
  },
  'GET /bustia/{id}': {
    ca: 'Un correu amb el seu text i el seu HTML',
    es: 'Un correo con su texto y su HTML',
    en: 'One mail with its text and HTML',
  },
  'POST /bustia/{id}/reenviar': {
    ca: 'Tornar a enviar un correu ara',
    es: 'Volver a enviar un correo ahora',
    en: 'Send a mail again now',
  },
};

/**
 * The description a permission shows in `language`: the one an administrator wrote, else the
 * portal's own for its endpoint, else none.
 */
export function permissionDescription(
  permission: { endPoint: string; descripcio: string },
  language: Language,
): string {
  if (permission.descripcio !== '') return permission.descripcio;
  return ownValue(PERMISSION_DESCRIPTIONS, permission.endPoint)?.[language] ?? '';
}

/**
 * What a permission row stores for a description sent by the administration screens: empty when
 * it is the portal's own for that endpoint in any language (the form sends back what it showed,
 * so a save that leaves it alone keeps it following the reader's language), else the text.
 */
export function storedPermissionDescription(endPoint: string, descripcio: string): string {
  const own = ownValue(PERMISSION_DESCRIPTIONS, endPoint);
  const text = descripcio.trim();
  return own && Object.values(own).includes(text) ? '' : descripcio;
}
