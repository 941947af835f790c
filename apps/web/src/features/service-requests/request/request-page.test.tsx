// The request's page through the real router: what a customer sees of its request (summary, form,
// files read with the session's token, history) and its cancellation while received, with no staff
// controls; what staff do — accept (the scheduled date required), reject (the reason required),
// add a note, a refusal shown on its field — and "request not found" for a number nobody may see.
import { cleanNotifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { requestServer, satRequest, staffSession, standardisationRequest } from './testing/request-server.ts';
import { refusal } from '../../../testing/fake-api.ts';
import { englishCustomerUser } from '../../../testing/session-user.ts';
import { errorOf, press, type } from '../../../testing/queries.ts';

const slow = { timeout: 10_000 };
const PAGE = '/solicitud?numero=SAT-000001';

let created: string[];
let revoked: string[];

beforeEach(() => {
  sessionStorage.clear();
  cleanNotifications();
  created = [];
  revoked = [];
  // jsdom has no object URLs: count them, so the test sees each file's URL made and let go.
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:portal/${created.length + 1}-${blob.type}`;
      created.push(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, slow);
/** The definition list's value for a term, within a region. */
function valueOf(region: HTMLElement, term: string): string | null {
  const dt = within(region).getAllByText(term, { selector: 'dt' }).at(0);
  return dt?.nextElementSibling?.textContent ?? null;
}
const region = (name: string) => screen.getByRole('region', { name });
async function openDialog(button: string, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }, slow));
  return screen.findByRole('dialog', { name: title }, slow);
}

describe('request page, for the customer', { timeout: 60_000 }, () => {
  beforeEach(() => setStoredUser(englishCustomerUser()));

  it('shows the request: number, kind, status, who and when, the form, the files and the history', async () => {
    const server = requestServer({ request: satRequest(), actor: 'customer', token: 'access-1' });
    await renderApp(PAGE, 'en');
    expect(await heading('Request SAT-000001')).toBeDefined();
    // The kind under the heading (the menu names the screen the same).
    expect(within(screen.getByRole('main')).getByText('After-sales service')).toBeDefined();
    expect(screen.getByText('Received', { selector: '.mantine-Badge-label' })).toBeDefined();

    const summary = region('Summary');
    expect(valueOf(summary, 'Customer')).toBe('C0003 · Soldamar SL');
    expect(valueOf(summary, 'Requested by')).toBe('Lucía Gómez');
    expect(valueOf(summary, 'Date of the request')).toBe('05/03/2026 09:07:00');
    expect(valueOf(summary, 'Scheduled date')).toBe('Not scheduled yet');
    expect(valueOf(summary, 'Warranty')).toBe('In warranty');
    expect(within(summary).queryByText('ERP work order')).toBeNull();

    const form = region('Details of the request');
    expect(valueOf(form, 'Product code')).toBe('MIG-250');
    expect(valueOf(form, 'Order')).toBe('P-2026-000010');
    expect(valueOf(form, 'Serial number')).toBe('SN-4471');
    expect(valueOf(form, 'Fault')).toBe('The wire feeder stops after a few seconds.\nError code E07.');
    expect(valueOf(form, 'How it reaches the workshop')).toBe('To be collected from the customer');
    expect(valueOf(form, 'Collection address')).toBe(
      'Soldamar – warehouse, Calle del Acero 7, 28906 Getafe, Madrid, ES',
    );
    expect(valueOf(form, 'Preferred dates')).toBe('16/03/202618/03/2026');
    expect(valueOf(form, 'Contact person')).toBe('Jordi Vidal');
    expect(within(form).getByRole('link', { name: '+34 600 111 222' }).getAttribute('href')).toBe(
      'tel:+34600111222',
    );

    const history = region('History');
    expect(within(history).getByText('Request received')).toBeDefined();
    expect(history.textContent).toContain('05/03/2026 09:07:00 · Lucía Gómez');

    // No staff controls for a customer.
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a note' })).toBeNull();
    expect(server.unhandled).toEqual([]);
  });

  it("reads each file with the session's token and shows a photo and a PDF link; their URLs go with the page", async () => {
    const server = requestServer({ request: satRequest(), actor: 'customer', token: 'access-1' });
    const { unmount } = await renderApp(PAGE, 'en');
    await heading('Request SAT-000001');
    const files = region('Attached files');
    const photo = await within(files).findByRole('img', { name: 'Open feeder.png' }, slow);
    expect(photo.getAttribute('src')).toBe(created.find((url) => url.endsWith('image/png')));
    const pdf = await within(files).findByRole('link', { name: /^Open invoice\.pdf/ }, slow);
    expect(pdf.getAttribute('href')).toBe(created.find((url) => url.endsWith('application/pdf')));
    expect(pdf.getAttribute('target')).toBe('_blank');
    const save = within(files).getByRole('link', { name: 'Save invoice.pdf' });
    expect(save.getAttribute('download')).toBe('invoice.pdf');
    expect(within(files).getByText('2,29 MB')).toBeDefined();

    const reads = server.requests.filter((r) => r.path.startsWith('/solicituds/SAT-000001/adjunts/'));
    expect(reads.map((r) => r.path).sort()).toEqual([
      '/solicituds/SAT-000001/adjunts/7',
      '/solicituds/SAT-000001/adjunts/8',
    ]);
    for (const read of reads)
      expect(read.headers).toMatchObject({ authorization: 'Bearer access-1', path: '/solicitud' });

    unmount();
    expect(revoked.sort()).toEqual([...created].sort());
  });

  it('cancels the request while received, after a confirmation, and shows its new status', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = requestServer({ request: satRequest(), actor: 'customer', token: 'access-1' });
    await renderApp(PAGE, 'en');
    await heading('Request SAT-000001');
    const dialog = await openDialog('Cancel the request', 'Cancel request SAT-000001?');
    expect(within(dialog).getByText(/will not deal with it/)).toBeDefined();
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the request' }));

    await waitFor(
      () => expect(screen.getByText('Cancelled', { selector: '.mantine-Badge-label' })).toBeDefined(),
      slow,
    );
    expect(server.writes()).toMatchObject([{ method: 'POST', path: '/solicituds/SAT-000001/cancelar' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(screen.queryByRole('button', { name: 'Cancel the request' })).toBeNull();
    expect(
      within(region('History')).getByText('Status changed from “Received” to “Cancelled”'),
    ).toBeDefined();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The request has been cancelled.' }),
      ),
    );
  });

  it('offers no cancellation once the request has been accepted, and shows the date and work order', async () => {
    requestServer({
      request: satRequest({ estat: 'accepted', dataPrevista: '2026-03-20', erpNumero: 'OT-2026-0042' }),
      actor: 'customer',
      token: 'access-1',
    });
    await renderApp(PAGE, 'en');
    await heading('Request SAT-000001');
    expect(valueOf(region('Summary'), 'Scheduled date')).toBe('20/03/2026');
    expect(valueOf(region('Summary'), 'ERP work order')).toBe('OT-2026-0042');
    expect(screen.queryByRole('button', { name: 'Cancel the request' })).toBeNull();
  });

  it('says "request not found" for a number the customer may not see, and asks nothing for a malformed one', async () => {
    const server = requestServer({ request: satRequest(), actor: 'customer', token: 'access-1' });
    await renderApp('/solicitud?numero=SAT-000999', 'en');
    expect(await heading('Request not found')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('We could not find this request.');
    expect(server.calls('GET', '/solicituds/SAT-000999')).toHaveLength(1);
    cleanup();

    await renderApp('/solicitud?numero=../usuaris', 'ca');
    expect(await heading('Sol·licitud no trobada')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('No hem trobat aquesta sol·licitud.');
    expect(
      server.requests.filter((r) => r.path.startsWith('/solicituds/') && r.path !== '/solicituds/SAT-000999'),
    ).toEqual([]);
  });

  it('lays out a standardisation request: the service, how many, the processes and the remarks', async () => {
    requestServer({ request: standardisationRequest(), actor: 'customer', token: 'access-1' });
    await renderApp('/solicitud?numero=STD-000004', 'en');
    await heading('Request STD-000004');
    const form = region('Details of the request');
    expect(valueOf(form, 'Service')).toBe('Welder qualification (EN ISO 9606)');
    expect(valueOf(form, 'Number of welders')).toBe('2');
    expect(within(form).getByText('135 — MAG')).toBeDefined();
    expect(within(form).getByText('141 — TIG')).toBeDefined();
    expect(valueOf(form, 'Materials')).toBe('S355 steel 10 mm');
    expect(valueOf(form, 'Service address')).toBe(
      'Soldamar – warehouse, Calle del Acero 7, 28906 Getafe, Madrid, ES',
    );
    expect(valueOf(form, 'Remarks')).toBe('Morning shift only.');
    expect(within(region('Attached files')).getByText('No files were attached.')).toBeDefined();
    expect(within(region('Summary')).queryByText('Warranty')).toBeNull();
  });
});

describe('request page, for staff', { timeout: 60_000 }, () => {
  beforeEach(() => setStoredUser(staffSession()));

  it('accepts a request only with a scheduled date, and shows it with the note in the history', async () => {
    const server = requestServer({ request: satRequest(), actor: 'staff', token: 'staff-token' });
    await renderApp(PAGE, 'en');
    await heading('Request SAT-000001');
    expect(screen.queryByRole('button', { name: 'Cancel the request' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDefined();

    const dialog = await openDialog('Accept', 'Accept');
    expect(
      within(dialog).getByText('Request SAT-000001 will go from “Received” to “Accepted”.'),
    ).toBeDefined();
    const date = within(dialog).getByLabelText(/^Scheduled date/);
    press(dialog, 'Save the change');
    await waitFor(() => expect(errorOf(date)).toBe('This field is required.'), slow);
    await waitFor(() => expect(document.activeElement).toBe(date), slow);
    expect(server.writes()).toEqual([]);

    // Typed as people write dates here; sent as the ISO day.
    type(date, '20/03/2030');
    type(within(dialog).getByLabelText(/^Note \(optional\)/), 'We will collect it on Friday morning.');
    press(dialog, 'Save the change');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(server.writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/servei/solicituds/SAT-000001/estat',
        body: {
          estat: 'accepted',
          dataPrevista: '2030-03-20',
          nota: 'We will collect it on Friday morning.',
        },
      },
    ]);
    expect(screen.getByText('Accepted', { selector: '.mantine-Badge-label' })).toBeDefined();
    expect(valueOf(region('Summary'), 'Scheduled date')).toBe('20/03/2030');
    const history = region('History');
    expect(within(history).getByText('Status changed from “Received” to “Accepted”')).toBeDefined();
    expect(within(history).getByText('Scheduled for 20/03/2030')).toBeDefined();
    expect(within(history).getByText('We will collect it on Friday morning.')).toBeDefined();
    // The next moves are the accepted request's.
    expect(screen.getByRole('button', { name: 'Start the work' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('rejects a request only with a reason, which the page then shows', async () => {
    const server = requestServer({ request: satRequest(), actor: 'staff', token: 'staff-token' });
    await renderApp(PAGE, 'en');
    await heading('Request SAT-000001');
    const dialog = await openDialog('Reject', 'Reject');
    const reason = within(dialog).getByLabelText(/^Reason for the rejection/);
    type(reason, '   ');
    press(dialog, 'Save the change');
    await waitFor(() => expect(errorOf(reason)).toBe('This field is required.'), slow);
    await waitFor(() => expect(document.activeElement).toBe(reason), slow);
    expect(server.writes()).toEqual([]);

    type(reason, 'The machine is not one we sell or service.');
    press(dialog, 'Save the change');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(server.writes()[0]).toMatchObject({
      body: { estat: 'rejected', motiu: 'The machine is not one we sell or service.' },
    });
    expect(server.writes()[0]!.body).not.toHaveProperty('nota');
    expect(screen.getByText('Rejected', { selector: '.mantine-Badge-label' })).toBeDefined();
    const alert = screen.getByText('Reason for the rejection').closest('.mantine-Alert-root')!;
    expect(alert.textContent).toContain('The machine is not one we sell or service.');
    expect(
      within(region('History')).getByText('Reason: The machine is not one we sell or service.'),
    ).toBeDefined();
    // A rejected request moves no further; notes can still be added.
    for (const move of ['Accept', 'Reject', 'Start the work'])
      expect(screen.queryByRole('button', { name: move })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a note' })).toBeDefined();
  });

  it('adds a note (required), which the history then shows', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = requestServer({
      request: satRequest({ estat: 'in_progress' }),
      actor: 'staff',
      token: 'staff-token',
    });
    await renderApp(PAGE, 'en');
    await heading('Request SAT-000001');
    const dialog = await openDialog('Add a note', 'Add a note to SAT-000001');
    const note = within(dialog).getByLabelText(/^Note/);
    press(dialog, 'Add a note');
    await waitFor(() => expect(errorOf(note)).toBe('This field is required.'), slow);
    expect(server.writes()).toEqual([]);

    type(note, 'The spare part arrives on Tuesday.');
    press(dialog, 'Add a note');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(server.writes()).toMatchObject([
      {
        method: 'POST',
        path: '/servei/solicituds/SAT-000001/notes',
        body: { text: 'The spare part arrives on Tuesday.' },
      },
    ]);
    const history = region('History');
    expect(within(history).getByText('Note from the service department')).toBeDefined();
    expect(within(history).getByText('The spare part arrives on Tuesday.')).toBeDefined();
    expect(within(history).getByText(/· Marta Puig/)).toBeDefined();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The note has been added to the request.' }),
      ),
    );
  });

  it("shows the server's refusal on its field with the focus there, and a refused move above the form", async () => {
    let refuse: 'field' | 'move' = 'field';
    const server = requestServer({
      request: satRequest(),
      actor: 'staff',
      token: 'staff-token',
      routes: {
        'PUT /servei/solicituds/([^/]+)/estat': () =>
          refuse === 'field'
            ? refusal(400, 'errors.validation', 'The request has invalid fields.', [
                {
                  field: 'dataPrevista',
                  missatge: 'serviceRequests.dateInPast',
                  error_description: 'Choose dates from today on.',
                },
              ])
            : refusal(
                422,
                'serviceRequests.cannotMove',
                'The request cannot move to this status from the one it is in now.',
              ),
      },
    });
    await renderApp(PAGE, 'en');
    await heading('Request SAT-000001');
    const dialog = await openDialog('Accept', 'Accept');
    const date = within(dialog).getByLabelText(/^Scheduled date/);
    // The date field takes no day before today: a day the server refuses for its own reason.
    type(date, '10/01/2030');
    press(dialog, 'Save the change');
    await waitFor(() => expect(errorOf(date)).toBe('Choose dates from today on.'), slow);
    await waitFor(() => expect(document.activeElement).toBe(date), slow);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    refuse = 'move';
    type(date, '2026-03-20');
    press(dialog, 'Save the change');
    expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toBe(
      'The request cannot move to this status from the one it is in now.',
    );
    // The page reads the request again, to show where it now stands.
    await waitFor(() => expect(server.calls('GET', '/solicituds/SAT-000001')).toHaveLength(2), slow);
  });
});
