// The mails in Spanish. The portal addresses its readers as "usted", as the web app does.
import type { MailContext } from '../mail-content.ts';
import { fields, link, paragraph, quote } from '../mail-content.ts';
import { displayDay, kindName, statusName } from './service-request-words.ts';
import type { MailLanguage } from './types.ts';

const PORTAL = 'Portal de pedidos';

const COMPANY_ROLE_WORDS = {
  administrador: 'administrador de la empresa',
  comprador: 'comprador',
  aprovador: 'aprobador',
  consulta: 'usuario de consulta',
} as const;

/** The limits an order awaiting approval passes, in words. */
const LIMIT_WORDS = (limits: readonly ('order' | 'month')[]) =>
  limits.length === 2
    ? 'el límite por pedido y el límite mensual del comprador'
    : limits[0] === 'order'
      ? 'el límite por pedido del comprador'
      : 'el límite mensual del comprador';

const greet = (nom: string) => (nom.trim() ? `Hola, ${nom.trim()}:` : 'Hola:');

function duration(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** "escríbanos a … o llámenos al …", with what the parameters give. */
function reach({ emailContacto, telefonoContacto }: MailContext): string {
  if (emailContacto && telefonoContacto)
    return `escríbanos a ${emailContacto} o llámenos al ${telefonoContacto}`;
  if (emailContacto) return `escríbanos a ${emailContacto}`;
  if (telefonoContacto) return `llámenos al ${telefonoContacto}`;
  return 'póngase en contacto con el servicio de atención al cliente';
}

const topics = {
  product: 'Producto',
  order: 'Pedido',
  account: 'Cuenta y datos',
  other: 'Otros',
} as const;

/** What the customer wrote as the subject, or the topic's name when they wrote none (spec §7's query has no subject). */
const subjectOf = (p: { subject: string | null; topic: keyof typeof topics }) => p.subject ?? topics[p.topic];

export const es: MailLanguage = {
  frame: {
    portalName: PORTAL,
    company: 'Suministros de soldadura y corte',
    closing: 'Un cordial saludo,',
    team: `El equipo del ${PORTAL}`,
    automatic: `Este mensaje lo ha enviado automáticamente el ${PORTAL}.`,
    contactLine: ({ emailContacto, telefonoContacto }) => {
      const ways = [emailContacto, telefonoContacto].filter(Boolean);
      return ways.length ? `Atención al cliente: ${ways.join(' · ')}` : null;
    },
    linkFallback: 'Si el botón no funciona, copie esta dirección en el navegador:',
  },
  topics,
  kinds: {
    'password.reset': ({ nom, link: url, validMinutes }) => ({
      subject: 'Restablecimiento de la contraseña',
      greeting: greet(nom),
      blocks: [
        paragraph(
          `Hemos recibido una solicitud para restablecer la contraseña de su cuenta en el ${PORTAL}.`,
        ),
        paragraph(
          `Para elegir una nueva, haga clic en el botón siguiente. El enlace es válido durante ${duration(validMinutes)} y solo se puede usar una vez.`,
        ),
        link('Restablecer la contraseña', url),
        paragraph(
          'Si no ha solicitado este cambio, puede ignorar este mensaje: su contraseña actual sigue siendo válida.',
        ),
      ],
      signOff: true,
    }),
    'password.changed': ({ nom }, context) => ({
      subject: 'Se ha cambiado la contraseña',
      greeting: greet(nom),
      blocks: [
        paragraph(`Le confirmamos que se ha cambiado la contraseña de su cuenta en el ${PORTAL}.`),
        paragraph('Por seguridad, tendrá que volver a iniciar sesión en los demás dispositivos.'),
        paragraph(`Si no ha sido usted, avísenos cuanto antes: ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'email.confirm': ({ nom, link: url, newEmail, validMinutes }) => ({
      subject: 'Confirme su nueva dirección de correo electrónico',
      greeting: greet(nom),
      blocks: [
        paragraph(
          `Ha solicitado que ${newEmail} sea la dirección de correo electrónico de su cuenta en el ${PORTAL}.`,
        ),
        paragraph(
          `Para confirmarla, haga clic en el botón siguiente. El enlace es válido durante ${duration(validMinutes)}; hasta que la confirme, seguiremos usando la dirección actual.`,
        ),
        link('Confirmar la dirección', url),
        paragraph(
          'Si no ha solicitado este cambio, puede ignorar este mensaje: la dirección de la cuenta no cambiará.',
        ),
      ],
      signOff: true,
    }),
    'email.changed': ({ nom, newEmail }, context) => ({
      subject: 'Se ha cambiado la dirección de correo electrónico de su cuenta',
      greeting: greet(nom),
      blocks: [
        paragraph(
          `La dirección de correo electrónico de su cuenta en el ${PORTAL} ahora es ${newEmail}. A partir de ahora le escribiremos a esa dirección.`,
        ),
        paragraph(`Si no ha sido usted, avísenos cuanto antes: ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'registration.received': ({ nom, razonSocial }, context) => ({
      subject: 'Hemos recibido su solicitud de alta',
      greeting: greet(nom),
      blocks: [
        paragraph(`Gracias por solicitar una cuenta en el ${PORTAL} para ${razonSocial}.`),
        paragraph(
          'Nuestro equipo revisará los datos y activará la cuenta lo antes posible. Le enviaremos un correo cuando ya pueda iniciar sesión.',
        ),
        paragraph(`Si tiene cualquier duda, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'registration.pending': (p) => ({
      subject: `Solicitud de alta pendiente: ${p.razonSocial}`,
      greeting: null,
      blocks: [
        paragraph(
          'Una empresa ha solicitado una cuenta en el portal. La cuenta está inactiva hasta que un administrador la active.',
        ),
        fields([
          ['Empresa', p.razonSocial],
          ['CIF/NIF', p.cif],
          ['Código de cliente (provisional)', p.codigoCliente],
          ['Persona de contacto', p.nomContacte],
          ['Correo electrónico', p.email],
          ['Teléfono', p.telefono],
          ['Nombre de usuario', p.username],
        ]),
        paragraph('Revise los datos y active la cuenta en la pantalla de usuarios.'),
        link('Abrir la pantalla de usuarios', p.link),
      ],
      signOff: false,
    }),
    'account.activated': ({ nom, username, link: url }) => ({
      subject: 'Su cuenta ya está activa',
      greeting: greet(nom),
      blocks: [
        paragraph(
          `Le damos la bienvenida al ${PORTAL}. Su cuenta ya está activa: puede iniciar sesión con el nombre de usuario ${username} o con esta dirección de correo electrónico, y la contraseña que eligió al hacer la solicitud.`,
        ),
        link('Iniciar sesión', url),
        paragraph(
          'Desde el portal puede consultar el catálogo con sus precios, hacer pedidos y seguir su estado.',
        ),
      ],
      signOff: true,
    }),
    'login.throttled': ({ nom, adreca, intents, link: url }, context) => ({
      subject: 'Intentos fallidos de iniciar sesión en su cuenta',
      greeting: greet(nom),
      blocks: [
        paragraph(
          `Desde la dirección ${adreca} se ha intentado iniciar sesión en su cuenta del ${PORTAL} con una contraseña incorrecta ${intents} veces seguidas. A partir de ahora, los intentos desde esa dirección tendrán que esperar cada vez un poco más.`,
        ),
        paragraph(
          'Usted puede seguir iniciando sesión como siempre desde su lugar habitual. Si no ha sido usted y cree que alguien podría conocer la contraseña, cámbiela:',
        ),
        link('Cambiar la contraseña', url),
        paragraph(`Si tiene cualquier duda, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'service.message': (p, context) => ({
      subject: `Consulta de un cliente: ${subjectOf(p)}`,
      greeting: null,
      blocks: [
        paragraph(
          context.replyTo
            ? `${p.nomContacte} ha enviado una consulta desde el portal. Si responde a este correo, la respuesta llegará a ${context.replyTo}.`
            : `${p.nomContacte} ha enviado una consulta desde el portal.`,
        ),
        fields([
          ['Tema', topics[p.topic]],
          ['Asunto', subjectOf(p)],
          ['Producto', p.product ? `${p.product.codigo} · ${p.product.nombre}` : null],
          ['Cliente', [p.codigoCliente, p.razonSocial].filter(Boolean).join(' · ') || null],
          ['Persona de contacto', p.nomContacte],
          ['Correo electrónico', p.email],
          ['Teléfono', p.telefono],
          ['Nombre de usuario', p.username],
        ]),
        quote('Observaciones', p.observations),
      ],
      signOff: false,
    }),
    'service.copy': (p, context) => ({
      subject: `Hemos recibido su consulta: ${subjectOf(p)}`,
      greeting: greet(p.nomContacte),
      blocks: [
        paragraph(
          'Gracias por escribirnos. Hemos recibido su consulta y le responderemos lo antes posible. Esta es una copia de lo que nos ha enviado:',
        ),
        fields([
          ['Tema', topics[p.topic]],
          ['Asunto', subjectOf(p)],
          ['Producto', p.product ? `${p.product.codigo} · ${p.product.nombre}` : null],
        ]),
        quote('Observaciones', p.observations),
        paragraph(`Si desea añadir algo, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'request.received': (p, context) => ({
      subject: `Hemos recibido su solicitud ${p.numero}`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          'Hemos recibido su solicitud. El servicio técnico la revisará y le escribiremos cada vez que cambie de estado.',
        ),
        fields([
          ['Número', p.numero],
          ['Tipo', kindName('es', p.tipus)],
          ['Resumen', p.resum],
        ]),
        link('Abrir la solicitud', p.link),
        paragraph(`Si desea añadir algo, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'request.status': (p) => ({
      subject: `Solicitud ${p.numero}: ${statusName('es', p.estat)}`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`Su solicitud ${p.numero} ha cambiado de estado.`),
        fields([
          ['Tipo', kindName('es', p.tipus)],
          ['Estado', statusName('es', p.estat)],
          ['Fecha prevista', p.dataPrevista ? displayDay(p.dataPrevista) : null],
        ]),
        ...(p.motiu ? [quote('Motivo', p.motiu)] : []),
        ...(p.nota ? [quote('Nota del servicio técnico', p.nota)] : []),
        link('Abrir la solicitud', p.link),
      ],
      signOff: true,
    }),
    'request.note': (p) => ({
      subject: `Nueva nota en la solicitud ${p.numero}`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`El servicio técnico ha añadido una nota a su solicitud ${p.numero}.`),
        quote('Nota', p.nota),
        link('Abrir la solicitud', p.link),
      ],
      signOff: true,
    }),
    'team.invitation': ({ convidant, razonSocial, rol, link: url, validDays }) => ({
      subject: `Invitación al equipo de ${razonSocial}`,
      greeting: greet(''),
      blocks: [
        paragraph(
          `${convidant} le invita a comprar para ${razonSocial} en el ${PORTAL}, como ${COMPANY_ROLE_WORDS[rol]}.`,
        ),
        paragraph(
          `Para aceptarla, haga clic en el botón siguiente y elija su nombre y una contraseña. El enlace es válido durante ${validDays} días y solo puede usarse una vez.`,
        ),
        link('Aceptar la invitación', url),
        paragraph('Si no esperaba esta invitación, puede ignorar este mensaje.'),
      ],
      signOff: true,
    }),
    'order.shipped': (p) => ({
      subject: `El pedido ${p.order} ha salido (envío ${p.part})`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`Ha salido el envío ${p.part} de su pedido ${p.order} con ${p.carrier}.`),
        fields([
          ['Transportista', p.carrier],
          ['Número de seguimiento', p.trackingNumber],
        ]),
        paragraph(p.lines.map((l) => `${l.quantity} × ${l.codigo} ${l.nombre}`).join('\n')),
        link('Seguir el envío', p.trackingUrl),
        link('Abrir el pedido', p.link),
      ],
      signOff: true,
    }),
    'invoice.issued': (p) => ({
      subject: `Factura ${p.numero} emitida`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          p.order
            ? `Hemos emitido la factura ${p.numero} del pedido ${p.order}.`
            : `Hemos emitido la factura ${p.numero}.`,
        ),
        fields([
          ['Fecha', displayDay(p.date)],
          ['Total (IVA incluido)', p.total],
          ['Vencimientos', p.dueDates.map(displayDay).join(', ') || null],
        ]),
        link('Abrir los documentos', p.link),
      ],
      signOff: true,
    }),
    'approval.requested': (p) => ({
      subject: `Pedido ${p.order} pendiente de aprobación`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `${p.comprador} ha hecho el pedido ${p.order}, que supera ${LIMIT_WORDS(p.limits)}. No se enviará hasta que lo apruebe un aprobador de la empresa.`,
        ),
        fields([['Importe (sin IVA)', p.subtotal]]),
        link('Revisar el pedido', p.link),
      ],
      signOff: true,
    }),
    'approval.reminder': (p) => ({
      subject: `Recordatorio: el pedido ${p.order} espera aprobación`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `El pedido ${p.order} de ${p.comprador}, que supera ${LIMIT_WORDS(p.limits)}, lleva más de dos días esperando que lo apruebe o lo rechace.`,
        ),
        fields([['Importe (sin IVA)', p.subtotal]]),
        link('Revisar el pedido', p.link),
      ],
      signOff: true,
    }),
    'approval.escalated': (p) => ({
      subject: `El pedido ${p.order} lleva cinco días esperando aprobación`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `Como administrador de la empresa, le avisamos de que el pedido ${p.order} de ${p.comprador}, que supera ${LIMIT_WORDS(p.limits)}, lleva cinco días sin que nadie lo apruebe ni lo rechace.`,
        ),
        fields([['Importe (sin IVA)', p.subtotal]]),
        link('Revisar el pedido', p.link),
      ],
      signOff: true,
    }),
    'approval.approved': (p) => ({
      subject: `El pedido ${p.order} se ha aprobado`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `${p.aprovador} ha aprobado su pedido ${p.order}. Ahora nos llega; puede seguirlo en el historial de pedidos.`,
        ),
        link('Abrir el historial', p.link),
      ],
      signOff: true,
    }),
    'approval.rejected': (p) => ({
      subject: `El pedido ${p.order} no se ha aprobado`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`${p.aprovador} no ha aprobado su pedido ${p.order}, y no se enviará.`),
        quote('Motivo', p.motiu),
        paragraph('Desde el historial de pedidos puede volver a poner sus líneas en el carrito.'),
        link('Abrir el historial', p.link),
      ],
      signOff: true,
    }),
  },
};
