// Every kind of mail renders in every language: translated, complete (no placeholder or missing
// value left), with the frame (portal name, contact footer), links both as <a href> and as text,
// and nothing a user typed turned into markup.
import { LANGUAGES, type Language } from '@portal/domain/languages';
import { MAIL_KINDS, type MailKind } from '@portal/domain/mailbox';
import { describe, expect, it } from 'vitest';
import type { MailContext } from './mail-content.ts';
import { mailMessage, type MailMessage, type MailMessageOf } from './mail-messages.ts';
import { escapeHtml, renderMail } from './render.ts';
import { MAIL_LANGUAGES } from './templates.ts';

const service = {
  nomContacte: 'Jordi Puig',
  email: 'jordi@tallers.example',
  username: 'jpuig',
  codigoCliente: 'C00042',
  razonSocial: 'Tallers Puig SL',
  telefono: '+34 600 000 001',
  topic: 'product',
  subject: 'Plazo de entrega',
  observations: 'Necessitem 40 unitats.\nQuan arribarien?',
  product: { codigo: 'ELEC-32', nombre: 'Elèctrode rútil 3,2 mm' },
} as const;

const AWAITING = {
  nom: 'Laia',
  comprador: 'Marc Puig',
  order: 'WEB-000124',
  subtotal: '612,40 €',
  limits: ['order' as const, 'month' as const],
  link: 'https://portal.example/aprovacions?pedido=WEB-000124',
};

const PARAMS: { [K in MailKind]: MailMessageOf<K>['params'] } = {
  'password.reset': {
    nom: 'Anna',
    link: 'https://portal.example/canviar-contrasenya?token=abc',
    validMinutes: 60,
  },
  'password.changed': { nom: 'Anna' },
  'email.confirm': {
    nom: 'Anna',
    link: 'https://portal.example/confirmar-email?token=def',
    newEmail: 'anna.nova@tallers.example',
    validMinutes: 90,
  },
  'email.changed': { nom: 'Anna', newEmail: 'anna.nova@tallers.example' },
  'registration.received': { nom: 'Anna', razonSocial: 'Tallers Puig SL' },
  'registration.pending': {
    razonSocial: 'Tallers Puig SL',
    cif: 'B61234563',
    codigoCliente: 'R000007',
    nomContacte: 'Anna',
    email: 'anna@tallers.example',
    telefono: '+34 600 000 002',
    username: 'anna',
    link: 'https://portal.example/usuaris',
  },
  'account.activated': { nom: 'Anna', username: 'anna', link: 'https://portal.example/login' },
  'login.throttled': {
    nom: 'Anna',
    adreca: '203.0.113.7',
    intents: 5,
    link: 'https://portal.example/recuperar-contrasenya',
  },
  'team.invitation': {
    convidant: 'Marta Puig',
    razonSocial: 'Tallers Puig SL',
    rol: 'comprador',
    link: 'https://portal.example/invitacio?token=ghi',
    validDays: 7,
  },
  'service.message': service,
  'service.copy': service,
  'request.received': {
    nom: 'Anna',
    numero: 'SAT-000042',
    tipus: 'sat',
    link: 'https://portal.example/solicitud?numero=SAT-000042',
    resum: 'MIG-350 · SN 1234',
  },
  'request.status': {
    nom: 'Anna',
    numero: 'MNT-000007',
    tipus: 'maintenance',
    link: 'https://portal.example/solicitud?numero=MNT-000007',
    estat: 'accepted',
    dataPrevista: '2026-05-12',
    motiu: null,
    nota: 'Porteu la màquina neta.',
  },
  'request.note': {
    nom: 'Anna',
    numero: 'STD-000003',
    tipus: 'standardisation',
    link: 'https://portal.example/solicitud?numero=STD-000003',
    nota: 'Necessitem el certificat del material.',
  },
  'order.shipped': {
    nom: 'Anna',
    order: 'WEB-000123',
    part: 2,
    carrier: 'SEUR',
    trackingNumber: 'SE4820193377',
    trackingUrl: 'https://carrier.example/tracking/SE4820193377',
    lines: [{ codigo: 'ELEC-32', nombre: 'Elèctrode rútil 3,2 mm', quantity: 40 }],
    link: 'https://portal.example/history/order?codigo=WEB-000123',
  },
  'invoice.issued': {
    nom: 'Anna',
    numero: 'FA-PV0000042',
    order: 'WEB-000123',
    date: '2026-06-01',
    total: '1.234,50 €',
    dueDates: ['2026-07-01', '2026-08-01'],
    link: 'https://portal.example/documents',
  },
  'approval.requested': AWAITING,
  'approval.reminder': AWAITING,
  'approval.escalated': AWAITING,
  'approval.rejected': {
    nom: 'Marc',
    order: 'WEB-000124',
    aprovador: 'Laia Ferrer',
    motiu: 'Massa unitats: n’hi ha prou amb la meitat.',
    link: 'https://portal.example/history',
  },
  'approval.approved': {
    nom: 'Marc',
    order: 'WEB-000125',
    aprovador: 'Laia Ferrer',
    link: 'https://portal.example/history',
  },
};

const CONTEXT: MailContext = {
  emailContacto: 'atencio@soldadures.example',
  telefonoContacto: '+34 930 111 222',
  replyTo: null,
};

const message = (kind: MailKind, idioma: Language, params: unknown = PARAMS[kind]): MailMessage =>
  mailMessage.parse({ kind, to: 'anna@tallers.example', idioma, params });

const links = (params: object) =>
  Object.entries(params)
    .filter(([key]) => key === 'link')
    .map(([, value]) => String(value));

describe('mail templates', () => {
  for (const kind of MAIL_KINDS) {
    for (const idioma of LANGUAGES) {
      it(`renders ${kind} in ${idioma} completely, with the footer`, () => {
        const mail = renderMail(message(kind, idioma), CONTEXT);
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/\{\{|\}\}|\$\{|undefined|null|NaN|\[object/);
        }
        expect(mail.subject.length).toBeGreaterThan(5);
        const frame = MAIL_LANGUAGES[idioma].frame;
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain(frame.portalName);
          expect(part).toContain(CONTEXT.emailContacto);
          expect(part).toContain(CONTEXT.telefonoContacto);
        }
        expect(mail.html).toContain(`<html lang="${idioma}">`);
        for (const url of links(PARAMS[kind])) {
          expect(mail.text).toContain(url);
          expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
        }
      });
    }

    it(`words ${kind} differently in each language`, () => {
      const subjects = LANGUAGES.map((idioma) => renderMail(message(kind, idioma), CONTEXT).subject);
      expect(new Set(subjects).size).toBe(LANGUAGES.length);
      const bodies = LANGUAGES.map((idioma) => renderMail(message(kind, idioma), CONTEXT).text);
      expect(new Set(bodies).size).toBe(LANGUAGES.length);
    });
  }

  it('names the portal as the web app does in each language', () => {
    expect(MAIL_LANGUAGES.ca.frame.portalName).toBe('Portal de comandes');
    expect(MAIL_LANGUAGES.es.frame.portalName).toBe('Portal de pedidos');
    expect(MAIL_LANGUAGES.en.frame.portalName).toBe('Ordering portal');
  });

  it('says how long a link lasts in words', () => {
    const reset = (validMinutes: number, idioma: Language) =>
      renderMail(message('password.reset', idioma, { ...PARAMS['password.reset'], validMinutes }), CONTEXT)
        .text;
    expect(reset(60, 'ca')).toContain('1 hora');
    expect(reset(120, 'es')).toContain('2 horas');
    expect(reset(30, 'en')).toContain('30 minutes');
  });

  it('tells the customer what was sent and the staff who sent it', () => {
    const copy = renderMail(message('service.copy', 'ca'), CONTEXT).text;
    expect(copy).toContain('Producte: ELEC-32 · Elèctrode rútil 3,2 mm');
    expect(copy).toContain('> Necessitem 40 unitats.\n> Quan arribarien?');
    const staff = renderMail(message('service.message', 'es'), { ...CONTEXT, replyTo: service.email }).text;
    expect(staff).toContain('Cliente: C00042 · Tallers Puig SL');
    expect(staff).toContain('Teléfono: +34 600 000 001');
    expect(staff).toContain(`llegará a ${service.email}`);
  });

  it('leaves out what is unknown: no product row, no contact line without parameters', () => {
    const params = { ...service, product: null, telefono: null };
    const mail = renderMail(message('service.message', 'en', params), {
      emailContacto: null,
      telefonoContacto: null,
      replyTo: null,
    });
    expect(mail.text).not.toContain('Product:');
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).not.toContain('Customer service:');
    const changed = renderMail(message('password.changed', 'en'), { ...CONTEXT, emailContacto: null }).text;
    expect(changed).toContain('tell us straight away: call us on +34 930 111 222.');
  });

  it('escapes what users typed in the HTML and keeps it as typed in the text', () => {
    const nasty = '<script>alert("x")</script> & <b>bold</b>';
    const params = { ...service, nomContacte: nasty, observations: `<img src=x onerror=alert(1)>\n${nasty}` };
    const mail = renderMail(message('service.message', 'ca', params), CONTEXT);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(mail.text).toContain(nasty);
  });

  it('keeps the subject on one line whatever was typed', () => {
    const params = { ...service, subject: 'Two\r\nBcc: someone@else.example' };
    expect(renderMail(message('service.copy', 'en', params), CONTEXT).subject).toBe(
      'We have received your enquiry: Two Bcc: someone@else.example',
    );
  });

  it("names a service request's kind and status with the screens' words, and its day as DD/MM/YYYY", () => {
    const accepted = renderMail(message('request.status', 'es'), CONTEXT);
    expect(accepted.subject).toBe('Solicitud MNT-000007: Aceptada');
    expect(accepted.text).toContain('Tipo: Mantenimiento');
    expect(accepted.text).toContain('Fecha prevista: 12/05/2026');
    expect(accepted.text).toContain('> Porteu la màquina neta.');
    const rejected = renderMail(
      message('request.status', 'en', {
        ...PARAMS['request.status'],
        estat: 'rejected',
        dataPrevista: null,
        motiu: 'Not a machine we service.',
        nota: null,
      }),
      CONTEXT,
    ).text;
    expect(rejected).toContain('Status: Rejected');
    expect(rejected).toContain('> Not a machine we service.');
    expect(rejected).not.toContain('Scheduled date');
    expect(rejected).not.toContain('Note from');
    expect(renderMail(message('request.received', 'ca'), CONTEXT).text).toContain('Tipus: Servei postvenda');
  });

  it('refuses links that are not web addresses', () => {
    expect(() =>
      message('password.reset', 'ca', { ...PARAMS['password.reset'], link: 'javascript:alert(1)' }),
    ).toThrow();
  });
});
