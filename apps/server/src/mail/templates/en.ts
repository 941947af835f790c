// The mails in English.
import type { MailContext } from '../mail-content.ts';
import { fields, link, paragraph, quote } from '../mail-content.ts';
import { displayDay, kindName, statusName } from './service-request-words.ts';
import type { MailLanguage } from './types.ts';

const PORTAL = 'Ordering portal';

const COMPANY_ROLE_WORDS = {
  administrador: 'company administrator',
  comprador: 'a buyer',
  aprovador: 'an approver',
  consulta: 'a viewer',
} as const;

/** The limits an order awaiting approval passes, in words. */
const LIMIT_WORDS = (limits: readonly ('order' | 'month')[]) =>
  limits.length === 2
    ? "the buyer's limits per order and per month"
    : limits[0] === 'order'
      ? "the buyer's limit per order"
      : "the buyer's monthly limit";

const greet = (nom: string) => (nom.trim() ? `Hello ${nom.trim()},` : 'Hello,');

function duration(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** "write to us at … or call us on …", with what the parameters give. */
function reach({ emailContacto, telefonoContacto }: MailContext): string {
  if (emailContacto && telefonoContacto)
    return `write to us at ${emailContacto} or call us on ${telefonoContacto}`;
  if (emailContacto) return `write to us at ${emailContacto}`;
  if (telefonoContacto) return `call us on ${telefonoContacto}`;
  return 'contact our customer service';
}

const topics = {
  product: 'Product',
  order: 'Order',
  account: 'Account and details',
  other: 'Other',
} as const;

/** What the customer wrote as the subject, or the topic's name when they wrote none (spec §7's query has no subject). */
const subjectOf = (p: { subject: string | null; topic: keyof typeof topics }) => p.subject ?? topics[p.topic];

export const en: MailLanguage = {
  frame: {
    portalName: PORTAL,
    company: 'Welding and cutting supplies',
    closing: 'Kind regards,',
    team: `The ${PORTAL} team`,
    automatic: `This message was sent automatically by the ${PORTAL}.`,
    contactLine: ({ emailContacto, telefonoContacto }) => {
      const ways = [emailContacto, telefonoContacto].filter(Boolean);
      return ways.length ? `Customer service: ${ways.join(' · ')}` : null;
    },
    linkFallback: 'If the button does not work, copy this address into your browser:',
  },
  topics,
  kinds: {
    'password.reset': ({ nom, link: url, validMinutes }) => ({
      subject: 'Reset your password',
      greeting: greet(nom),
      blocks: [
        paragraph(`We received a request to reset the password of your account on the ${PORTAL}.`),
        paragraph(
          `To choose a new one, click the button below. The link is valid for ${duration(validMinutes)} and can be used only once.`,
        ),
        link('Reset password', url),
        paragraph(
          'If you did not ask for this, you can ignore this message: your current password remains valid.',
        ),
      ],
      signOff: true,
    }),
    'password.changed': ({ nom }, context) => ({
      subject: 'Your password was changed',
      greeting: greet(nom),
      blocks: [
        paragraph(`This is to confirm that the password of your account on the ${PORTAL} was changed.`),
        paragraph('For your security, you will need to log in again on your other devices.'),
        paragraph(`If this was not you, tell us straight away: ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'email.confirm': ({ nom, link: url, newEmail, validMinutes }) => ({
      subject: 'Confirm your new e-mail address',
      greeting: greet(nom),
      blocks: [
        paragraph(`You asked for ${newEmail} to become the e-mail address of your account on the ${PORTAL}.`),
        paragraph(
          `To confirm it, click the button below. The link is valid for ${duration(validMinutes)}; until you confirm it, we keep using your current address.`,
        ),
        link('Confirm address', url),
        paragraph(
          "If you did not ask for this change, you can ignore this message: your account's address will not change.",
        ),
      ],
      signOff: true,
    }),
    'email.changed': ({ nom, newEmail }, context) => ({
      subject: 'The e-mail address of your account was changed',
      greeting: greet(nom),
      blocks: [
        paragraph(
          `The e-mail address of your account on the ${PORTAL} is now ${newEmail}. From now on we will write to that address.`,
        ),
        paragraph(`If this was not you, tell us straight away: ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'registration.received': ({ nom, razonSocial }, context) => ({
      subject: 'We have received your registration request',
      greeting: greet(nom),
      blocks: [
        paragraph(`Thank you for requesting an account on the ${PORTAL} for ${razonSocial}.`),
        paragraph(
          'Our team will review the details and activate the account as soon as possible. We will e-mail you when you can log in.',
        ),
        paragraph(`If you have any questions, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'registration.pending': (p) => ({
      subject: `Registration waiting for activation: ${p.razonSocial}`,
      greeting: null,
      blocks: [
        paragraph(
          'A company has asked for an account on the portal. The account stays inactive until an administrator activates it.',
        ),
        fields([
          ['Company', p.razonSocial],
          ['Tax ID (CIF/NIF)', p.cif],
          ['Customer code (provisional)', p.codigoCliente],
          ['Contact person', p.nomContacte],
          ['E-mail', p.email],
          ['Phone', p.telefono],
          ['Username', p.username],
        ]),
        paragraph('Review the details and activate the account in the users screen.'),
        link('Open the users screen', p.link),
      ],
      signOff: false,
    }),
    'account.activated': ({ nom, username, link: url }) => ({
      subject: 'Your account is active',
      greeting: greet(nom),
      blocks: [
        paragraph(
          `Welcome to the ${PORTAL}. Your account is now active: log in with the username ${username} or with this e-mail address, and the password you chose when you registered.`,
        ),
        link('Log in', url),
        paragraph('In the portal you can browse the catalogue at your prices, place orders and follow them.'),
      ],
      signOff: true,
    }),
    'login.throttled': ({ nom, adreca, intents, link: url }, context) => ({
      subject: 'Failed attempts to log in to your account',
      greeting: greet(nom),
      blocks: [
        paragraph(
          `Someone at the address ${adreca} tried to log in to your account on the ${PORTAL} with a wrong password ${intents} times in a row. From now on, attempts from that address will have to wait a little longer each time.`,
        ),
        paragraph(
          'You can still log in as usual from your own place. If this was not you and you think someone may know your password, change it:',
        ),
        link('Change the password', url),
        paragraph(`If you have any questions, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'service.message': (p, context) => ({
      subject: `Customer enquiry: ${subjectOf(p)}`,
      greeting: null,
      blocks: [
        paragraph(
          context.replyTo
            ? `${p.nomContacte} sent an enquiry from the portal. Reply to this mail and the answer goes to ${context.replyTo}.`
            : `${p.nomContacte} sent an enquiry from the portal.`,
        ),
        fields([
          ['Topic', topics[p.topic]],
          ['Subject', subjectOf(p)],
          ['Product', p.product ? `${p.product.codigo} · ${p.product.nombre}` : null],
          ['Customer', [p.codigoCliente, p.razonSocial].filter(Boolean).join(' · ') || null],
          ['Contact person', p.nomContacte],
          ['E-mail', p.email],
          ['Phone', p.telefono],
          ['Username', p.username],
        ]),
        quote('Message', p.observations),
      ],
      signOff: false,
    }),
    'service.copy': (p, context) => ({
      subject: `We have received your enquiry: ${subjectOf(p)}`,
      greeting: greet(p.nomContacte),
      blocks: [
        paragraph(
          'Thank you for writing to us. We have received your enquiry and will answer as soon as possible. This is a copy of what you sent:',
        ),
        fields([
          ['Topic', topics[p.topic]],
          ['Subject', subjectOf(p)],
          ['Product', p.product ? `${p.product.codigo} · ${p.product.nombre}` : null],
        ]),
        quote('Message', p.observations),
        paragraph(`If you would like to add anything, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'request.received': (p, context) => ({
      subject: `We have received your request ${p.numero}`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          'We have received your request. The service department will review it, and we will write to you whenever its status changes.',
        ),
        fields([
          ['Number', p.numero],
          ['Type', kindName('en', p.tipus)],
          ['Summary', p.resum],
        ]),
        link('Open the request', p.link),
        paragraph(`If you would like to add anything, ${reach(context)}.`),
      ],
      signOff: true,
    }),
    'request.status': (p) => ({
      subject: `Request ${p.numero}: ${statusName('en', p.estat)}`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`Your request ${p.numero} has changed status.`),
        fields([
          ['Type', kindName('en', p.tipus)],
          ['Status', statusName('en', p.estat)],
          ['Scheduled date', p.dataPrevista ? displayDay(p.dataPrevista) : null],
        ]),
        ...(p.motiu ? [quote('Reason', p.motiu)] : []),
        ...(p.nota ? [quote('Note from the service department', p.nota)] : []),
        link('Open the request', p.link),
      ],
      signOff: true,
    }),
    'request.note': (p) => ({
      subject: `New note on request ${p.numero}`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`The service department has added a note to your request ${p.numero}.`),
        quote('Note', p.nota),
        link('Open the request', p.link),
      ],
      signOff: true,
    }),
    'team.invitation': ({ convidant, razonSocial, rol, link: url, validDays }) => ({
      subject: `Invitation to join ${razonSocial}'s team`,
      greeting: greet(''),
      blocks: [
        paragraph(
          `${convidant} invites you to buy for ${razonSocial} on the ${PORTAL}, as ${COMPANY_ROLE_WORDS[rol]}.`,
        ),
        paragraph(
          `To accept, click the button below and choose your name and a password. The link is valid for ${validDays} days and can be used only once.`,
        ),
        link('Accept the invitation', url),
        paragraph('If you were not expecting this invitation, you can ignore this message.'),
      ],
      signOff: true,
    }),
    'order.shipped': (p) => ({
      subject: `Order ${p.order} has shipped (shipment ${p.part})`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`Shipment ${p.part} of your order ${p.order} has left with ${p.carrier}.`),
        fields([
          ['Carrier', p.carrier],
          ['Tracking number', p.trackingNumber],
        ]),
        paragraph(p.lines.map((l) => `${l.quantity} × ${l.codigo} ${l.nombre}`).join('\n')),
        link('Track the shipment', p.trackingUrl),
        link('Open the order', p.link),
      ],
      signOff: true,
    }),
    'invoice.issued': (p) => ({
      subject: `Invoice ${p.numero} issued`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          p.order
            ? `We have issued invoice ${p.numero} for order ${p.order}.`
            : `We have issued invoice ${p.numero}.`,
        ),
        fields([
          ['Date', displayDay(p.date)],
          ['Total (VAT included)', p.total],
          ['Due dates', p.dueDates.map(displayDay).join(', ') || null],
        ]),
        link('Open the documents', p.link),
      ],
      signOff: true,
    }),
    'approval.requested': (p) => ({
      subject: `Order ${p.order} is awaiting approval`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `${p.comprador} placed order ${p.order}, which is over ${LIMIT_WORDS(p.limits)}. It will not be sent until an approver of the company approves it.`,
        ),
        fields([['Amount (before VAT)', p.subtotal]]),
        link('Review the order', p.link),
      ],
      signOff: true,
    }),
    'approval.reminder': (p) => ({
      subject: `Reminder: order ${p.order} is awaiting approval`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `Order ${p.order} by ${p.comprador}, which is over ${LIMIT_WORDS(p.limits)}, has been waiting for more than two days to be approved or rejected.`,
        ),
        fields([['Amount (before VAT)', p.subtotal]]),
        link('Review the order', p.link),
      ],
      signOff: true,
    }),
    'approval.escalated': (p) => ({
      subject: `Order ${p.order} has been awaiting approval for five days`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `As the company administrator, you should know that order ${p.order} by ${p.comprador}, which is over ${LIMIT_WORDS(p.limits)}, has been waiting five days without anyone approving or rejecting it.`,
        ),
        fields([['Amount (before VAT)', p.subtotal]]),
        link('Review the order', p.link),
      ],
      signOff: true,
    }),
    'approval.approved': (p) => ({
      subject: `Order ${p.order} was approved`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(
          `${p.aprovador} approved your order ${p.order}. It is on its way to us now; you can follow it in the order history.`,
        ),
        link('Open the order history', p.link),
      ],
      signOff: true,
    }),
    'approval.rejected': (p) => ({
      subject: `Order ${p.order} was not approved`,
      greeting: greet(p.nom),
      blocks: [
        paragraph(`${p.aprovador} did not approve your order ${p.order}, and it will not be sent.`),
        quote('Reason', p.motiu),
        paragraph('From the order history you can put its lines back in the cart.'),
        link('Open the order history', p.link),
      ],
      signOff: true,
    }),
  },
};
