// The rules of service requests (DESIGN §11): a customer's user sends a request of one
// of three kinds and follows it; the service department moves it through its life and writes
// notes. A customer only ever reaches its own customer's requests (`visible`: anything else is a
// 404, as if it did not exist); staff are the users without a customer.
//
// Every change is one transaction: the request's row, its timeline event, and what it tells
// others (the ERP's outbox message and the sender's mail, request-notices.ts). The workers are
// woken once it has committed.
import type { Page } from '@portal/domain/api';
import type { Language } from '@portal/domain/languages';
import { DB_ID_MAX } from '@portal/domain/admin-list';
import { isoDateIn } from '@portal/domain/order-body';
import {
  canMoveRequest,
  REQUEST_NUMBER_PATTERN,
  requestNumber,
  type BackOfficeQuery,
  type PurchasedEquipment,
  type RequestNote,
  type ServiceRequestDetail,
  type ServiceRequestKind,
  type ServiceRequestStatus,
  type ServiceRequestSummary,
  type StatusChange,
} from '@portal/domain/service-requests';
import type { Db } from '../../db/client.ts';
import { awaitsErpCreation } from '../../erp/outbox/customer-link.ts';
import { authorize, ownCustomer } from '../../http/customer-scope.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { requestFingerprint } from '../../http/request-fingerprint.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { isUniqueViolation } from '../admin-shared/db-errors.ts';
import { pageOf, type PageRequest } from '../admin-shared/paging.ts';
import { mailLine } from '../accounts/account-mail.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import type { OrderService } from '../orders/order-service.ts';
import type { UserDirectory } from '../users/user-directory.ts';
import { parseForm, portalToday, type RequestFormChecks } from './request-form-checks.ts';
import type { RequestNotices } from './request-notices.ts';
import { presentDetail, presentSummary, summaryLine, type RequestForm } from './request-presenter.ts';
import type { RequestUpload } from './request-upload.ts';
import {
  type ServiceRequestRepository,
  type AttachmentRow,
  type RequestView,
} from './service-request-repository.ts';

/** The equipment picker lists at most this many machines (the newest orders'). */
const EQUIPMENT_LIMIT = 200;

export interface ServiceRequestDeps {
  db: Db;
  /** The module's own tables: the requests, their timeline and their files. */
  requests: ServiceRequestRepository;
  checks: RequestFormChecks;
  /** The equipment picker's sources: the customer's order lines, of the catalogue's machines. */
  orders: Pick<OrderService, 'linesBought'>;
  catalogue: Pick<CatalogueService, 'equipmentCodigos' | 'namesOf'>;
  notices: RequestNotices;
  /** The names the timeline keeps for who did something. */
  users: UserDirectory;
  /** Wakes the ERP outbox worker; called after a commit that wrote an outbox message. */
  onErpMessageQueued?: (() => void) | undefined;
  /** Wakes the mail worker; called after a commit that wrote mail. */
  onMailQueued?: (() => void) | undefined;
}

const requestNotFound = () => notFound('serviceRequests.notFound');
const cannotMove = () =>
  unprocessable('serviceRequests.cannotMove', {}, [{ field: 'estat', key: 'serviceRequests.cannotMove' }]);

export class ServiceRequestService {
  constructor(private readonly deps: ServiceRequestDeps) {}

  private get db() {
    return this.deps.db;
  }

  // ── Who may do what ──────────────────────────────────────────────────────────────────────

  /** The caller's customer: only a customer's users send, list and cancel requests. */
  private customerOf(auth: AuthContext): string {
    return ownCustomer(auth);
  }

  /** The back office is the service department's: users without a customer. */
  private requireStaff(auth: AuthContext): void {
    if (auth.codigoCliente) throw forbidden();
  }

  /**
   * The request with this number if the caller may see it (the one customer-scope rule,
   * customer-scope.ts): any other number, existing or not, well formed or not, is the same 404,
   * so nothing tells another customer's requests from missing ones.
   */
  private async visible(auth: AuthContext, numero: string): Promise<RequestView> {
    // Malformed numbers (NUL bytes, odd characters, any length) never reach the database.
    if (numero.length > 40 || !REQUEST_NUMBER_PATTERN.test(numero)) throw requestNotFound();
    return authorize(auth, await this.deps.requests.byNumero(numero), requestNotFound);
  }

  /** The name the timeline keeps for who did something: the user's contact name, else login. */
  private async authorName(auth: AuthContext): Promise<string> {
    return mailLine((await this.deps.users.namesOf([auth.idUsuari])).get(auth.idUsuari) ?? auth.username);
  }

  private notify(erp: boolean) {
    if (erp) this.deps.onErpMessageQueued?.();
    this.deps.onMailQueued?.();
  }

  // ── Reading ──────────────────────────────────────────────────────────────────────────────

  async detail(auth: AuthContext, numero: string): Promise<ServiceRequestDetail> {
    return this.present(auth, await this.visible(auth, numero));
  }

  private async present(auth: AuthContext, row: RequestView): Promise<ServiceRequestDetail> {
    const repo = this.deps.requests;
    const events = await repo.eventsOf(row.id);
    const attachments = await repo.attachmentsOf(row.id);
    const adreca = await this.deps.checks.addressOf(row.dades as RequestForm, row.codigoCliente);
    return presentDetail(row, {
      events,
      attachments,
      adreca,
      actor: auth.codigoCliente ? 'customer' : 'staff',
    });
  }

  /** A file of a request the caller may see; the id is text from the path, checked here. */
  async attachment(auth: AuthContext, numero: string, id: string): Promise<AttachmentRow> {
    const row = await this.visible(auth, numero);
    const fileId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
    if (fileId < 1 || fileId > DB_ID_MAX) throw notFound();
    const file = await this.deps.requests.attachment(row.id, fileId);
    if (!file) throw notFound();
    return file;
  }

  /** The caller's customer's requests of one kind, newest first. */
  async customerPage(
    auth: AuthContext,
    kind: ServiceRequestKind,
    page: PageRequest,
  ): Promise<Page<ServiceRequestSummary>> {
    const { rows, total } = await this.deps.requests.customerPage(this.customerOf(auth), kind, page);
    return pageOf(rows.map(presentSummary), total, page);
  }

  /** Every customer's requests, as the back office filters and sorts them. */
  async backOfficePage(auth: AuthContext, query: BackOfficeQuery): Promise<Page<ServiceRequestSummary>> {
    this.requireStaff(auth);
    const { rows, total } = await this.deps.requests.backOfficePage(query);
    return pageOf(rows.map(presentSummary), total, query);
  }

  /** The machines the caller's customer bought through the portal, for the SAT form's picker. */
  async purchasedEquipment(auth: AuthContext, language: Language): Promise<PurchasedEquipment[]> {
    const { orders, catalogue } = this.deps;
    const lines = await orders.linesBought(
      this.customerOf(auth),
      catalogue.equipmentCodigos(),
      EQUIPMENT_LIMIT,
    );
    const names = await catalogue.namesOf(
      lines.map((line) => line.codigoArticulo),
      language,
    );
    return lines.map((line) => ({
      codigoProducto: line.codigoArticulo,
      // A machine leaves the catalogue only by a synchronisation, seldom between the two reads.
      nombre: names.get(line.codigoArticulo) ?? line.codigoArticulo,
      codigoPedido: line.codigoPedido,
      dataCompra: isoDateIn(line.fecha),
    }));
  }

  // ── Sending ──────────────────────────────────────────────────────────────────────────────

  /**
   * Stores a new request with its files, its reception on the timeline, the ERP's message and the
   * sender's mail. With an Idempotency-Key, the same key from the same user answers the request
   * it first made (`replay`) instead of making another, even when the two arrive together.
   */
  async create(
    auth: AuthContext,
    kind: ServiceRequestKind,
    upload: RequestUpload,
    idempotencyKey: string | undefined,
  ): Promise<{ detail: ServiceRequestDetail; replay: boolean }> {
    const codigoCliente = this.customerOf(auth);
    // The form as sent and each file's name, type and bytes: what a key names.
    const fingerprint = idempotencyKey
      ? requestFingerprint({
          kind,
          dades: upload.dades,
          files: upload.files.map((file) => ({ nom: file.nom, tipus: file.tipus, bytes: file.bytes })),
        })
      : null;
    const replay = () => this.replay(auth, kind, idempotencyKey, fingerprint);
    const earlier = await replay();
    if (earlier) return earlier;

    const form = parseForm(kind, upload.dades);
    // A registered company the ERP has not created yet would have the request refused for good by
    // the ERP as an unknown customer (as its orders would): it waits until the code is linked.
    if (await awaitsErpCreation(this.db, codigoCliente)) throw unprocessable('customers.awaitingErp');
    const { garantia } = await this.deps.checks.check(kind, form, codigoCliente, portalToday());
    const autor = await this.authorName(auth);

    let numero: string;
    try {
      numero = await this.db.transaction(async (tx) => {
        const repo = this.deps.requests.in(tx);
        const request = await repo.insert({
          numero: requestNumber(kind, await repo.nextSequence(kind)),
          tipus: kind,
          codigoCliente,
          idUsuari: auth.idUsuari,
          estat: 'received',
          dades: form,
          garantia,
          idempotencyKey: idempotencyKey ?? null,
          idempotencyHash: fingerprint,
        });
        await repo.insertEvent({
          idSolicitud: request.id,
          tipus: 'status',
          estatAnterior: null,
          estat: 'received',
          idUsuari: auth.idUsuari,
          autor,
          createdAt: request.createdAt,
        });
        const attachments = await repo.insertAttachments(
          upload.files.map((file) => ({
            idSolicitud: request.id,
            nombre: file.nom,
            tipusContingut: file.tipus,
            mida: file.bytes.length,
            contingut: file.bytes,
          })),
        );
        await this.deps.notices.received(tx, request, summaryLine(kind, form), attachments);
        return request.numero;
      });
    } catch (error) {
      // Two sends with one key raced: the other one's transaction won; answer what it made.
      if (idempotencyKey && isUniqueViolation(error)) {
        const winner = await replay();
        if (winner) return winner;
      }
      throw error;
    }
    this.notify(true);
    return { detail: await this.detail(auth, numero), replay: false };
  }

  /**
   * The request this user already made with this key, if any. A key names one request: sent with
   * another kind, form or files it is refused (requests stored before fingerprints have none).
   */
  private async replay(
    auth: AuthContext,
    kind: ServiceRequestKind,
    key: string | undefined,
    fingerprint: string | null,
  ) {
    if (!key) return null;
    const earlier = await this.deps.requests.byIdempotencyKey(auth.idUsuari, key);
    if (!earlier) return null;
    if (earlier.tipus !== kind || (earlier.idempotencyHash && earlier.idempotencyHash !== fingerprint))
      throw unprocessable('serviceRequests.keyReused');
    return { detail: await this.detail(auth, earlier.numero), replay: true };
  }

  // ── Changing ─────────────────────────────────────────────────────────────────────────────

  /** The customer withdraws its own request, only while nobody has looked at it (`received`). */
  async cancel(auth: AuthContext, numero: string): Promise<ServiceRequestDetail> {
    this.customerOf(auth);
    const row = await this.visible(auth, numero);
    await this.move(auth, row, 'customer', { estat: 'cancelled' });
    return this.detail(auth, numero);
  }

  /** The service department moves a request on (accepted needs the day, rejected the reason). */
  async changeStatus(auth: AuthContext, numero: string, change: StatusChange): Promise<ServiceRequestDetail> {
    this.requireStaff(auth);
    const row = await this.visible(auth, numero);
    if (change.estat === 'accepted' && change.dataPrevista < portalToday())
      throw badRequest('serviceRequests.dateInPast', [
        { field: 'dataPrevista', key: 'serviceRequests.dateInPast' },
      ]);
    await this.move(auth, row, 'staff', change);
    return this.detail(auth, numero);
  }

  /**
   * One change of status, checked against the request as it is now (locked, so two changes of one
   * request queue up and the second sees the first), with its event, message and mail.
   */
  private async move(
    auth: AuthContext,
    row: RequestView,
    actor: 'staff' | 'customer',
    change: StatusChange | { estat: 'cancelled' },
  ): Promise<void> {
    const autor = await this.authorName(auth);
    await this.db.transaction(async (tx) => {
      const repo = this.deps.requests.in(tx);
      const current = await repo.lockById(row.id);
      const from = current!.estat as ServiceRequestStatus;
      if (!canMoveRequest(from, change.estat, actor)) throw cannotMove();
      const dataPrevista = change.estat === 'accepted' ? change.dataPrevista : null;
      const motiu = change.estat === 'rejected' ? change.motiu : null;
      await repo.update(row.id, {
        estat: change.estat,
        ...(dataPrevista ? { dataPrevista } : {}),
        ...(motiu ? { motiuRebuig: motiu } : {}),
      });
      const event = await repo.insertEvent({
        idSolicitud: row.id,
        tipus: 'status',
        estatAnterior: from,
        estat: change.estat,
        dataPrevista,
        motiu,
        nota: ('nota' in change && change.nota) || null,
        idUsuari: auth.idUsuari,
        autor,
      });
      await this.deps.notices.statusChanged(tx, (await repo.lockById(row.id))!, event);
    });
    this.notify(true);
  }

  /** A staff note on the timeline, mailed to the customer's user who sent the request. */
  async addNote(auth: AuthContext, numero: string, note: RequestNote): Promise<ServiceRequestDetail> {
    this.requireStaff(auth);
    const row = await this.visible(auth, numero);
    const autor = await this.authorName(auth);
    await this.db.transaction(async (tx) => {
      const repo = this.deps.requests.in(tx);
      const current = await repo.lockById(row.id);
      const event = await repo.insertEvent({
        idSolicitud: row.id,
        tipus: 'note',
        nota: note.text,
        idUsuari: auth.idUsuari,
        autor,
      });
      await repo.touch(row.id);
      await this.deps.notices.noteAdded(tx, current!, event);
    });
    this.notify(false);
    return this.detail(auth, numero);
  }
}
