// A stand-in for the Mailbox API in the screen's component tests: keeps mail checked against the
// domain schemas, filters and sorts it by the query as the server does, answers one mail in full
// and "send again", and records every request with its query.
import type { SessionUser } from '@portal/domain/auth';
import { mailDetailSchema, type MailDetail } from '@portal/domain/mailbox';
import {
  actionsOf,
  envelope,
  notFound,
  refusal,
  type SeenRequest,
  stubFetch,
} from '../../../../testing/fake-api.ts';
import { adminSessionUser, pageOf } from '../../testing/admin-fakes.ts';

export const ALL_MAILBOX_ACTIONS = ['GET /bustia', 'GET /bustia/{id}', 'POST /bustia/{id}/reenviar'];
export const READ_ONLY_MAILBOX_ACTIONS = ['GET /bustia', 'GET /bustia/{id}'];

export const RESET_LINK = 'http://localhost:3000/canviar-contrasenya?token=Zm9vYmFyLXRva2VuLWZvci10ZXN0cw';

/** 5 March 2026 at the given time, in the zone the test runs in. */
const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 2, 5, hours, minutes, seconds).toISOString();

/** Three mails: a held recovery mail (with its link), a sent confirmation and a refused copy. */
export function seedMails(): MailDetail[] {
  return [
    {
      id: 3,
      tipus: 'password.reset',
      destinatari: 'compras@soldamar.example',
      assumpte: 'Recover your password',
      idioma: 'en',
      estat: 'held',
      intents: 0,
      creat: at(9, 7, 3),
      enviat: null,
      darrerError: null,
      respondreA: null,
      text: `Hello,\n\nTo choose a new password open this link:\n${RESET_LINK}\n\nIt lasts 1 hour.`,
      html: `<!doctype html><html><body><p>Hello,</p><p><a href="${RESET_LINK}">Choose a new password</a></p><script>parent.hacked = true</script></body></html>`,
    },
    {
      id: 2,
      tipus: 'email.confirm',
      destinatari: 'nova@soldamar.example',
      assumpte: 'Confirm your new e-mail',
      idioma: 'es',
      estat: 'sent',
      intents: 1,
      creat: at(8, 30, 0),
      enviat: at(8, 30, 2),
      darrerError: null,
      respondreA: null,
      text: 'Confirm it here: https://portal.example/confirmar-email?token=abc.',
      html: '<p>Confirm</p>',
    },
    {
      id: 1,
      tipus: 'service.copy',
      destinatari: 'bad@nowhere.example',
      assumpte: 'Your question about ELR-6013-32',
      idioma: 'ca',
      estat: 'failed',
      intents: 3,
      creat: at(8, 0, 0),
      enviat: null,
      darrerError: '550 5.1.1 User unknown',
      respondreA: 'atencio.client@example.com',
      text: 'A copy of your question.',
      html: '<p>A copy of your question.</p>',
    },
  ].map((mail) => mailDetailSchema.parse(mail));
}

export function adminUser(): SessionUser {
  return adminSessionUser([{ name: 'mailbox', icon: 'IconMail', url: '/bustia', ordre: 190 }]);
}

const summary = ({ text: _t, html: _h, respondreA: _r, ...rest }: MailDetail) => rest;

export function mailboxServer({ actions = ALL_MAILBOX_ACTIONS }: { actions?: readonly string[] } = {}) {
  const mails = seedMails();
  const answer = ({ method, path, query }: SeenRequest): Response => {
    const route = `${method} ${path}`;
    if (route === 'GET /permisos/permis-pantalla') return envelope(actionsOf(actions));
    if (route === 'GET /bustia') {
      const text = query.get('text')?.toLowerCase();
      const recipient = query.get('destinatari')?.toLowerCase();
      const rows = mails
        .filter((m) => !query.get('estat') || m.estat === query.get('estat'))
        .filter((m) => !query.get('tipus') || m.tipus === query.get('tipus'))
        .filter((m) => !recipient || m.destinatari.toLowerCase().includes(recipient))
        .filter((m) => !text || `${m.assumpte} ${m.destinatari}`.toLowerCase().includes(text))
        .sort((a, b) => Date.parse(b.creat) - Date.parse(a.creat))
        .map(summary);
      return envelope(pageOf(rows, query));
    }
    const one = /^GET \/bustia\/(\d+)$/.exec(route);
    if (one) {
      const mail = mails.find((m) => m.id === Number(one[1]));
      return mail ? envelope(mail) : notFound();
    }
    const resend = /^POST \/bustia\/(\d+)\/reenviar$/.exec(route);
    if (resend) {
      return refusal(
        409,
        'admin.mailbox.noSmtp',
        'No mail server is configured (SMTP_URL): the mail stays in the Mailbox.',
      );
    }
    return notFound();
  };
  return stubFetch(answer);
}
