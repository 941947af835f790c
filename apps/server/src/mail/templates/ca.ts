// The mails in Catalan. The portal addresses its readers in the plural of courtesy ("Inicieu la
// sessió"), as the web app does.
import { catalanDe } from '@portal/domain/catalan';
import type { MailContext } from '../mail-content.ts';
import { fields, link, paragraph, quote } from '../mail-content.ts';
import { displayDay, kindName, statusName } from './service-request-words.ts';
import type { MailLanguage } from './types.ts';

const PORTAL = 'Portal de comandes';

const COMPANY_ROLE_WORDS = {
  administrador: "administrador de l'empresa",
  comprador: 'comprador',
  aprovador: 'aprovador',
  consulta: 'usuari de consulta',
} as const;

/** The limits an order awaiting approval passes, in words. */
const LIMIT_WORDS = (limits: readonly ('order' | 'month')[]) =>
  limits.length === 2
    ? 'el límit per comanda i el límit mensual del comprador'
    : limits[0] === 'order'
      ? 'el límit per comanda del comprador'
      : 'el límit mensual del comprador';

const greet = (nom: string) => (nom.trim() ? `Hola, ${nom.trim()}:` : 'Hola:');

function duration(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} hores`;
  return minutes === 1 ? '1 minut' : `${minutes} minuts`;
}

/** "escriviu-nos a … o truqueu-nos al …", with what the parameters give. */
function reach({ emailContacto, telefonoContacto }: MailContext): string {
  if (emailContacto && telefonoContacto)
    return `escriviu-nos a ${emailContacto} o truqueu-nos al ${telefonoContacto}`;
  if (emailContacto) return `escriviu-nos a ${emailContacto}`;
  if (telefonoContacto) return `truqueu-nos al ${telefonoContacto}`;
  return "poseu-vos en contacte amb el servei d'atenció al client";
}

const topics = {
  product: 'Producte',
  order: 'Comanda',
  account: 'Compte i dades',
  other: 'Altres',
} as const;

/** What the customer wrote as the subject, or the topic's name when they wrote none (spec §7's query has no subject). */
const subjectOf = (p: { subject: string | null; topic: keyof typeof topics }) => p.subject ?? topics[p.topic];

export const ca: MailLanguage = {
  frame: {
    portalName: PORTAL,
    company: 'Subministraments de soldadura i tall',
    closing: 'Salutacions cordials,',
    team: `L'equip del ${PORTAL}`,
    automatic: `Aquest missatge l'ha enviat automàticament el ${PORTAL}.`,
    contactLine: ({ emailContacto, telefonoContacto }) => {
      const ways = [emailContacto, telefonoContacto].filter(Boolean);
      return ways.length ? `Atenció al client: ${ways.join(' · ')}` : null;
    },
    linkFallback: 'Si el botó no funciona, copieu aquesta adreça al navegador:',
  },
  topics,
  kinds: {
    'password.reset': ({ nom, link: url, validMinutes }) => ({
      subject: 'Restabliment de la contrasenya',
      greeting: greet(nom),
      blocks: [
        paragraph(`Hem rebut una sol·licitud per restablir la contrasenya del vostre compte al ${PORTAL}.`),
        paragraph(
          `Per triar-ne una de nova, feu clic al botó següent. L'enllaç és vàlid durant ${duration(validMinutes)} i només es pot fer servir una vegada.`,
        ),
        link('Restableix la contrasenya', url),
        paragraph(
          'Si no heu demanat aquest canvi, podeu ignorar aquest missatge: la contrasenya actual continua sent vàlida.',
        ),
      ],
      signOff: true,
    }),
    'password.changed': ({ nom }, context) => ({
      subject: "S'ha canviat la contrasenya",
      greeting: greet(nom),
      blocks: [
        paragraph(`Us confirmem que s'ha canviat la contrasenya del vostre compte al ${PORTAL}.`),
        paragraph('Per seguretat, caldrà tornar a iniciar la sessió en els altres dispositius.'),
        paragraph(`Si no heu estat vós, aviseu-nos de seguida: ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'email.confirm': ({ nom, link: url, newEmail, validMinutes }) => ({
      subject: 'Confirmeu la vostra adreça electrònica nova',
      greeting: greet(nom),
      blocks: [
        paragraph(`Heu demanat que ${newEmail} sigui l'adreça electrònica del vostre compte al ${PORTAL}.`),
        paragraph(
          `Per confirmar-la, feu clic al botó següent. L'enllaç és vàlid durant ${duration(validMinutes)}; fins que no la confirmeu, continuarem fent servir l'adreça actual.`,
        ),
        link("Confirma l'adreça", url),
        paragraph(
          "Si no heu demanat aquest canvi, podeu ignorar aquest missatge: l'adreça del compte no canviarà.",
        ),
      ],
      signOff: true,
    }),
    'email.changed': ({ nom, newEmail }, context) => ({
      subject: "S'ha canviat l'adreça electrònica del vostre compte",
      greeting: greet(nom),
      blocks: [
        paragraph(
          `L'adreça electrònica del vostre compte al ${PORTAL} ara és ${newEmail}. A partir d'ara us escriurem a aquesta adreça.`,
        ),
        paragraph(`Si no heu estat vós, aviseu-nos de seguida: ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'registration.received': ({ nom, razonSocial }, context) => ({
      subject: "Hem rebut la vostra sol·licitud d'alta",
      greeting: greet(nom),
      blocks: [
        paragraph(`Gràcies per sol·licitar un compte al ${PORTAL} per a ${razonSocial}.`),
        paragraph(
          'El nostre equip revisarà les dades i activarà el compte tan aviat com sigui possible. Us enviarem un correu quan ja pugueu iniciar la sessió.',
        ),
        paragraph(`Si teniu qualsevol dubte, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'registration.pending': (p) => ({
      subject: `Sol·licitud d'alta pendent: ${p.razonSocial}`,
      greeting: null,
      blocks: [
        paragraph(
          "Una empresa ha sol·licitat un compte al portal. El compte està inactiu fins que un administrador l'activi.",
        ),
        fields([
          ['Empresa', p.razonSocial],
          ['CIF/NIF', p.cif],
          ['Codi de client (provisional)', p.codigoCliente],
          ['Persona de contacte', p.nomContacte],
          ['Correu electrònic', p.email],
          ['Telèfon', p.telefono],
          ["Nom d'usuari", p.username],
        ]),
        paragraph("Reviseu les dades i activeu el compte a la pantalla d'usuaris."),
        link("Obre la pantalla d'usuaris", p.link),
      ],
      signOff: false,
    }),
    'account.activated': ({ nom, username, link: url }) => ({
      subject: 'El vostre compte ja està actiu',
      greeting: greet(nom),
      blocks: [
        paragraph(
          `Us donem la benvinguda al ${PORTAL}. El vostre compte ja està actiu: podeu iniciar la sessió amb el nom d'usuari ${username} o amb aquesta adreça electrònica, i la contrasenya que vau triar en fer la sol·licitud.`,
        ),
        link('Inicia la sessió', url),
        paragraph(
          "Des del portal podeu consultar el catàleg amb els vostres preus, fer comandes i seguir-ne l'estat.",
        ),
      ],
      signOff: true,
    }),
    'login.throttled': ({ nom, adreca, intents, link: url }, context) => ({
      subject: "Intents fallits d'iniciar la sessió al vostre compte",
      greeting: greet(nom),
      blocks: [
        paragraph(
          `Des de l'adreça ${adreca} s'ha intentat iniciar la sessió al vostre compte del ${PORTAL} amb una contrasenya incorrecta ${intents} vegades seguides. D'ara endavant, els intents des d'aquesta adreça hauran d'esperar cada vegada una mica més.`,
        ),
        paragraph(
          'Vós podeu continuar iniciant la sessió com sempre des del vostre lloc habitual. Si no heu estat vós i creieu que algú podria conèixer la contrasenya, canvieu-la:',
        ),
        link('Canvia la contrasenya', url),
        paragraph(`Si teniu cap dubte, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'service.message': (p, context) => ({
      subject: `Consulta d'un client: ${subjectOf(p)}`,
      greeting: null,
      blocks: [
        paragraph(
          context.replyTo
            ? `${p.nomContacte} ha enviat una consulta des del portal. Si responeu aquest correu, la resposta arribarà a ${context.replyTo}.`
            : `${p.nomContacte} ha enviat una consulta des del portal.`,
        ),
        fields([
          ['Tema', topics[p.topic]],
          ['Assumpte', subjectOf(p)],
          ['Producte', p.product ? `${p.product.codigo} · ${p.product.nombre}` : null],
          ['Client', [p.codigoCliente, p.razonSocial].filter(Boolean).join(' · ') || null],
          ['Persona de contacte', p.nomContacte],
          ['Correu electrònic', p.email],
          ['Telèfon', p.telefono],
          ["Nom d'usuari", p.username],
        ]),
        quote('Observacions', p.observations),
      ],
      signOff: false,
    }),
    'service.copy': (p, context) => ({
      subject: `Hem rebut la vostra consulta: ${subjectOf(p)}`,
      greeting: greet(p.nomContacte),
      blocks: [
        paragraph(
          "Gràcies per escriure'ns. Hem rebut la vostra consulta i us respondrem tan aviat com sigui possible. Aquesta és una còpia del que ens heu enviat:",
        ),
        fields([
          ['Tema', topics[p.topic]],
          ['Assumpte', subjectOf(p)],
          ['Producte', p.product ? `${p.product.codigo} · ${p.product.nombre}` : null],
        ]),
        quote('Observacions', p.observations),
        paragraph(`Si hi voleu afegir res, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'request.received': (p, context) => ({
      subject: `Hem rebut la vostra sol·licitud ${p.numero}`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          "Hem rebut la vostra sol·licitud. El servei tècnic la revisarà i us escriurem cada vegada que en canviï l'estat.",
        ),
        fields([
          ['Número', p.numero],
          ['Tipus', kindName('ca', p.tipus)],
          ['Resum', p.resum],
        ]),
        link('Obre la sol·licitud', p.link),
        paragraph(`Si hi voleu afegir res, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'request.status': (p) => ({
      subject: `Sol·licitud ${p.numero}: ${statusName('ca', p.estat)}`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`La vostra sol·licitud ${p.numero} ha canviat d'estat.`),
        fields([
          ['Tipus', kindName('ca', p.tipus)],
          ['Estat', statusName('ca', p.estat)],
          ['Data prevista', p.dataPrevista ? displayDay(p.dataPrevista) : null],
        ]),
        ...(p.motiu ? [quote('Motiu', p.motiu)] : []),
        ...(p.nota ? [quote('Nota del servei tècnic', p.nota)] : []),
        link('Obre la sol·licitud', p.link),
      ],
      signOff: true,
    }),
    'request.note': (p) => ({
      subject: `Nota nova a la sol·licitud ${p.numero}`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`El servei tècnic ha afegit una nota a la vostra sol·licitud ${p.numero}.`),
        quote('Nota', p.nota),
        link('Obre la sol·licitud', p.link),
      ],
      signOff: true,
    }),
    'team.invitation': ({ convidant, razonSocial, rol, link: url, validDays }) => ({
      subject: `Invitació a l'equip ${catalanDe(razonSocial)}`,
      greeting: greet(''),
      blocks: [
        paragraph(
          `${convidant} us convida a comprar per a ${razonSocial} al ${PORTAL}, com a ${COMPANY_ROLE_WORDS[rol]}.`,
        ),
        paragraph(
          `Per acceptar-ho, feu clic al botó següent i trieu el vostre nom i una contrasenya. L'enllaç és vàlid durant ${validDays} dies i només es pot fer servir una vegada.`,
        ),
        link('Accepta la invitació', url),
        paragraph('Si no esperàveu aquesta invitació, podeu ignorar aquest missatge.'),
      ],
      signOff: true,
    }),
    'order.shipped': (p) => ({
      subject: `La comanda ${p.order} ha sortit (enviament ${p.part})`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`Ha sortit l'enviament ${p.part} de la vostra comanda ${p.order} amb ${p.carrier}.`),
        fields([
          ['Transportista', p.carrier],
          ['Número de seguiment', p.trackingNumber],
        ]),
        paragraph(p.lines.map((l) => `${l.quantity} × ${l.codigo} ${l.nombre}`).join('\n')),
        link("Segueix l'enviament", p.trackingUrl),
        link('Obre la comanda', p.link),
      ],
      signOff: true,
    }),
    'invoice.issued': (p) => ({
      subject: `Factura ${p.numero} emesa`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          p.order
            ? `Hem emès la factura ${p.numero} de la comanda ${p.order}.`
            : `Hem emès la factura ${p.numero}.`,
        ),
        fields([
          ['Data', displayDay(p.date)],
          ['Total (IVA inclòs)', p.total],
          ['Venciments', p.dueDates.map(displayDay).join(', ') || null],
        ]),
        link('Obre els documents', p.link),
      ],
      signOff: true,
    }),
    'approval.requested': (p) => ({
      subject: `Comanda ${p.order} pendent d'aprovació`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `${p.comprador} ha fet la comanda ${p.order}, que supera ${LIMIT_WORDS(p.limits)}. No s'enviarà fins que l'aprovi un aprovador de l'empresa.`,
        ),
        fields([['Import (sense IVA)', p.subtotal]]),
        link('Revisa la comanda', p.link),
      ],
      signOff: true,
    }),
    'approval.reminder': (p) => ({
      subject: `Recordatori: la comanda ${p.order} espera aprovació`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `La comanda ${p.order} ${catalanDe(p.comprador)}, que supera ${LIMIT_WORDS(p.limits)}, fa més de dos dies que espera que l'aproveu o la rebutgeu.`,
        ),
        fields([['Import (sense IVA)', p.subtotal]]),
        link('Revisa la comanda', p.link),
      ],
      signOff: true,
    }),
    'approval.escalated': (p) => ({
      subject: `La comanda ${p.order} fa cinc dies que espera aprovació`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `Com a administrador de l'empresa, us avisem que la comanda ${p.order} ${catalanDe(p.comprador)}, que supera ${LIMIT_WORDS(p.limits)}, fa cinc dies que ningú no l'aprova ni la rebutja.`,
        ),
        fields([['Import (sense IVA)', p.subtotal]]),
        link('Revisa la comanda', p.link),
      ],
      signOff: true,
    }),
    'approval.approved': (p) => ({
      subject: `La comanda ${p.order} s'ha aprovat`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `${p.aprovador} ha aprovat la vostra comanda ${p.order}. Ara ens arriba; la podeu seguir a l'historial de comandes.`,
        ),
        link("Obre l'historial", p.link),
      ],
      signOff: true,
    }),
    'approval.rejected': (p) => ({
      subject: `La comanda ${p.order} no s'ha aprovat`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`${p.aprovador} no ha aprovat la vostra comanda ${p.order}, i no s'enviarà.`),
        quote('Motiu', p.motiu),
        paragraph("Des de l'historial de comandes podeu tornar a posar-ne les línies a la cistella."),
        link("Obre l'historial", p.link),
      ],
      signOff: true,
    }),
  },
};
