// What a change of a request tells others, written in the change's own transaction (DESIGN §7, §9):
// the ERP's outbox message (`service.create` on reception, `service.status` on every change of
// status, the customer's cancellation included) and the mail to the customer's user who sent the
// request, in that user's language. A change that rolls back tells nobody; a committed one tells
// them whatever happens to the ERP or the SMTP server meanwhile.
import type { MailMessage } from '../../mail/mail-messages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueErpMessage } from '../../erp/outbox/messages.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { languageOf, mailLine, portalLink } from '../accounts/account-mail.ts';
import type { CustomerUsers } from '../users/customer-users.ts';
import type { ServiceRequestKind, ServiceRequestStatus } from '@portal/domain/service-requests';
import type { AttachmentInfo, EventRow, RequestRow } from './service-request-repository.ts';

type RequestMail = Extract<MailMessage, { kind: 'request.received' | 'request.status' | 'request.note' }>;

export class RequestNotices {
  constructor(
    /** `PUBLIC_URL`: the mails link to the request's page there. */
    private readonly publicUrl: string,
    private readonly users: CustomerUsers,
  ) {}

  /** `https://portal.example/solicitud?numero=SAT-000001`: the request's page in the web app. */
  link(numero: string): string {
    return `${portalLink(this.publicUrl, '/solicitud')}?numero=${encodeURIComponent(numero)}`;
  }

  /** Reception: the ERP opens a work order for it, and the sender gets its number. */
  async received(tx: DbOrTx, request: RequestRow, resum: string, attachments: AttachmentInfo[]) {
    await enqueueErpMessage(tx, {
      kind: 'service.create',
      referencia: request.numero,
      payload: {
        numero: request.numero,
        tipus: request.tipus as ServiceRequestKind,
        codigoCliente: request.codigoCliente,
        dades: request.dades as Record<string, unknown>,
        garantia: request.garantia as 'in' | 'out' | null,
        adjunts: attachments.map((file) => ({
          nom: file.nombre,
          tipus: file.tipusContingut,
          mida: file.mida,
        })),
        creadaAt: request.createdAt.toISOString(),
      },
    });
    await this.mailSender(tx, request, (params) => ({
      kind: 'request.received',
      params: { ...params, resum: mailLine(resum) },
    }));
  }

  /**
   * A change of status (`request` as it is after it, `event` the timeline's entry). The ERP keeps
   * the change with the highest `seq` (the event's id), and each message carries the request's
   * whole state (scheduled day, reason), so changes arriving out of order still end right.
   */
  async statusChanged(tx: DbOrTx, request: RequestRow, event: EventRow) {
    const estat = event.estat as ServiceRequestStatus;
    await enqueueErpMessage(tx, {
      kind: 'service.status',
      referencia: `${request.numero}-${event.id}`,
      payload: {
        numero: request.numero,
        seq: event.id,
        status: estat,
        scheduledDate: request.dataPrevista,
        reason: request.motiuRebuig,
        at: event.createdAt.toISOString(),
      },
    });
    await this.mailSender(tx, request, (params) => ({
      kind: 'request.status',
      params: {
        ...params,
        estat,
        dataPrevista: event.dataPrevista,
        motiu: event.motiu,
        nota: event.nota,
      },
    }));
  }

  /** A staff note: the sender reads it in the mail and on the request's page (not the ERP's). */
  async noteAdded(tx: DbOrTx, request: RequestRow, event: EventRow) {
    await this.mailSender(tx, request, (params) => ({
      kind: 'request.note',
      params: { ...params, nota: event.nota ?? '' },
    }));
  }

  /** Mails the user who sent the request; nobody when that user has since been deleted. */
  private async mailSender(
    tx: DbOrTx,
    request: RequestRow,
    build: (common: {
      nom: string;
      numero: string;
      tipus: ServiceRequestKind;
      link: string;
    }) => Pick<RequestMail, 'kind' | 'params'>,
  ) {
    if (request.idUsuari === null) return;
    const user = await this.users.byId(tx, request.idUsuari);
    if (!user) return;
    const { kind, params } = build({
      nom: mailLine(user.nom),
      numero: request.numero,
      tipus: request.tipus as ServiceRequestKind,
      link: this.link(request.numero),
    });
    await enqueueMail(tx, { kind, params, to: user.email, idioma: languageOf(user) } as RequestMail);
  }
}
