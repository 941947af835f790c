// The Mailbox through the real router: the mail written by the portal with dates as DD/MM/YYYY
// HH:mm:ss and translated kinds and states, the note explaining "held" only when some mail is,
// the filters written to the address and sent to the API, a mail opened with its text's link
// clickable and its HTML in a sandboxed frame, "send again" only with its action, and the screen
// refused to a customer whose role lacks it.
import { cleanNotifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { customerUser } from '../../../testing/session-user.ts';
import { refusal, stubFetch } from '../../../testing/fake-api.ts';
import { adminUser, mailboxServer, READ_ONLY_MAILBOX_ACTIONS, RESET_LINK } from './testing/mailbox-server.ts';
import { tableCells } from '../../../testing/queries.ts';

const slow = { timeout: 10_000 };
const CAPTION = 'Mail written by the portal, newest first';
const HELD_NOTE = /^Held: no mail server \(SMTP\) is configured/;

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
  cleanNotifications();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: CAPTION }, slow);
const rowsNow = () => tableCells(CAPTION);
/** Picks an option of a Mantine select (its list is in a portal, hidden to jsdom's eyes). */
function choose(select: HTMLElement, option: string) {
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('mailbox', { timeout: 60_000 }, () => {
  it('lists the mail newest first with translated kinds and states, and explains "held"', async () => {
    const server = mailboxServer();
    await renderApp('/bustia', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' }, slow)).toBeDefined();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Date and time',
      'Recipient',
      'Subject',
      'Kind',
      'State',
      'Attempts',
      'Actions',
    ]);
    await waitFor(() => expect(rowsNow()).toHaveLength(3), slow);
    expect(rowsNow().map((cells) => cells.slice(0, 6))).toEqual([
      [
        '05/03/2026 09:07:03',
        'compras@soldamar.example',
        'Recover your password',
        'Password recovery',
        'Held',
        '0',
      ],
      [
        '05/03/2026 08:30:00',
        'nova@soldamar.example',
        'Confirm your new e-mail',
        'E-mail change to confirm',
        'Sent',
        '1',
      ],
      [
        '05/03/2026 08:00:00',
        'bad@nowhere.example',
        'Your question about ELR-6013-32',
        'Copy of a message to customer service',
        'Refused',
        '3',
      ],
    ]);
    expect(screen.getByText(HELD_NOTE)).toBeDefined();
    expect(server.calls('GET', '/bustia')[0]!.query.toString()).toBe('page=0&size=20&sort=creat%2Cdesc');
  });

  it('names kinds and states in the session language', async () => {
    mailboxServer();
    await renderApp('/bustia', 'ca');
    const list = await screen.findByRole(
      'table',
      { name: 'Correus escrits pel portal, els més nous primer' },
      slow,
    );
    expect(within(list).getByText('Recuperació de la contrasenya')).toBeDefined();
    expect(within(list).getByText('Retingut')).toBeDefined();
    expect(within(list).getByText('Rebutjat')).toBeDefined();
  });

  it('writes each filter into the address and sends it to the API; no note without held mail', async () => {
    const server = mailboxServer();
    const { router } = await renderApp('/bustia?page=2', 'en');
    await table();
    const search = () => new URLSearchParams(router.state.location.search);
    const lastQuery = () => server.calls('GET', '/bustia').at(-1)!.query;
    const filters = screen.getByRole('search', { name: 'Filters of the mailbox' });

    choose(within(filters).getByRole('textbox', { name: 'State' }), 'Sent');
    await waitFor(() => expect(search().get('estat')).toBe('sent'), slow);
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery().get('estat')).toBe('sent'), slow);
    await waitFor(() => expect(rowsNow().map((cells) => cells[1])).toEqual(['nova@soldamar.example']), slow);
    expect(screen.queryByText(HELD_NOTE)).toBeNull();

    choose(within(filters).getByRole('textbox', { name: 'Kind' }), 'E-mail change to confirm');
    await waitFor(() => expect(lastQuery().get('tipus')).toBe('email.confirm'), slow);
    expect(search().get('tipus')).toBe('email.confirm');

    fireEvent.change(within(filters).getByRole('textbox', { name: 'Recipient' }), {
      target: { value: 'NOVA@' },
    });
    await waitFor(() => expect(lastQuery().get('destinatari')).toBe('NOVA@'), slow);
    fireEvent.change(
      within(filters).getByRole('textbox', { name: 'Search in the subject or the recipient' }),
      {
        target: { value: 'confirm' },
      },
    );
    await waitFor(() => expect(lastQuery().get('text')).toBe('confirm'), slow);
    expect(Object.fromEntries(lastQuery())).toEqual({
      page: '0',
      size: '20',
      sort: 'creat,desc',
      text: 'confirm',
      estat: 'sent',
      tipus: 'email.confirm',
      destinatari: 'NOVA@',
    });

    fireEvent.click(within(filters).getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
    await waitFor(() => expect(rowsNow()).toHaveLength(3), slow);
  });

  it('opens a mail: headers, the text with its link clickable, the HTML in a sandboxed frame', async () => {
    const server = mailboxServer();
    await renderApp('/bustia', 'en');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Open mail 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recover your password' }, slow);
    const link = await within(dialog).findByRole('link', { name: RESET_LINK }, slow);
    expect(link.getAttribute('href')).toBe(RESET_LINK);
    // The text around the link is kept as text.
    expect(link.parentElement!.textContent).toContain('To choose a new password open this link:');
    expect(link.parentElement!.textContent).toContain('It lasts 1 hour.');
    const terms = Object.fromEntries(
      [...dialog.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(terms).toMatchObject({
      Recipient: 'compras@soldamar.example',
      Kind: 'Password recovery',
      Language: 'English',
      'Date and time': '05/03/2026 09:07:03',
      'Sent on': '—',
      State: 'Held',
    });
    expect(server.calls('GET', '/bustia/3')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'HTML' }));
    const frame = await within(dialog).findByTitle(
      'HTML version of the mail “Recover your password”',
      {},
      slow,
    );
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox: no scripts, forms, pop-ups or navigation of the portal.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain(`<a href="${RESET_LINK}">Choose a new password</a>`);
  });

  it('shows a refused mail with its last error and reply-to, and sends it again only with the action', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = mailboxServer();
    await renderApp('/bustia', 'en');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Open mail 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your question about ELR-6013-32' }, slow);
    await within(dialog).findByText('A copy of your question.', {}, slow);
    expect(within(dialog).getByText('550 5.1.1 User unknown')).toBeDefined();
    expect(within(dialog).getByText('atencio.client@example.com')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1), slow);
    expect(server.writes()[0]).toMatchObject({ method: 'POST', path: '/bustia/1/reenviar' });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'No mail server is configured (SMTP_URL): the mail stays in the Mailbox.',
        }),
      ),
    );

    // A sent mail is not sent again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Open mail 2' }));
    const sent = await screen.findByRole('dialog', { name: 'Confirm your new e-mail' }, slow);
    await within(sent).findByRole('link', { name: 'https://portal.example/confirmar-email?token=abc' }, slow);
    expect(within(sent).queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('offers no "send again" without its action', async () => {
    mailboxServer({ actions: READ_ONLY_MAILBOX_ACTIONS });
    await renderApp('/bustia', 'en');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Open mail 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your question about ELR-6013-32' }, slow);
    await within(dialog).findByText('A copy of your question.', {}, slow);
    expect(within(dialog).queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('is refused to a customer whose role does not hold it: the 404 page, and no mail read', async () => {
    setStoredUser(customerUser({ idioma: 'en', language: { id: 'en', name: 'English' } }));
    // The server refuses the screen's permission check (and anything else) as it does for a
    // screen the role does not hold.
    const server = stubFetch(() => refusal(403, 'errors.forbidden', 'You are not allowed to do this.'));
    const { router } = await renderApp('/bustia', 'en');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeDefined();
    expect(router.state.location.pathname).toBe('/404');
    expect(server.requests.filter((r) => r.path.startsWith('/bustia'))).toEqual([]);
  });
});
