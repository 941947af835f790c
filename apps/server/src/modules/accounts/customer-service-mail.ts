// Messages to customer service (spec §7 `POST /usuaris/email`): mailed to the
// `emailContacto` parameter with the sender's customer and the product asked about, and a copy to
// the sender when asked. Customer service answers by replying: Reply-To is the sender's address.
//
// The staff's message is written in Catalan, the portal's default language (spec §1): it goes to a
// shared mailbox, not to a user whose language is stored, and the team works in the company's
// language. The copy is in the sender's own language.
//
// The copy goes to the account's own address, never to the `email` field: a form that mails a
// text of the sender's choosing to any address of the sender's choosing would be a spam relay.
import type { CustomerServiceMessage, ServiceContact } from '@portal/domain/accounts';
import type { MailMessageOf } from '../../mail/mail-messages.ts';
import { badRequest, notFound, serviceUnavailable, tooManyRequests } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type { AdminParamService } from '../admin-params/admin-param-service.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import type { CustomerProfileService } from '../customers/customer-profile-service.ts';
import { languageOf, mailLine, nameOf } from './account-mail.ts';
import type { AccountsContext } from './accounts-context.ts';

export class CustomerServiceMail {
  constructor(
    private readonly ctx: AccountsContext,
    private readonly catalogue: CatalogueService,
    /** The `emailContacto` and `telefonoContacto` parameters. */
    private readonly params: AdminParamService,
    /** The sender's company, as the message shows it. */
    private readonly customers: Pick<CustomerProfileService, 'cardOf'>,
  ) {}

  async contact(): Promise<ServiceContact> {
    const [email, phone] = await Promise.all([
      this.params.valueOf('emailContacto'),
      this.params.valueOf('telefonoContacto'),
    ]);
    return { emailContacto: email?.trim() || null, telefonoContacto: phone?.trim() || null };
  }

  async send(idUsuari: number, input: CustomerServiceMessage): Promise<void> {
    const bucket = `service:user:${idUsuari}`;
    const limit = this.ctx.limits.serviceMessagesPerUser;
    const blocked = await this.ctx.limiter.blockedFor(bucket, limit);
    if (blocked !== null) throw tooManyRequests(blocked);

    const user = await this.ctx.users.userById(idUsuari);
    if (!user) throw notFound();
    const language = languageOf(user);
    const codigo = input.codigo?.trim() || null;
    const product = codigo ? await this.catalogue.productName(codigo, language) : null;
    if (codigo && !product)
      throw badRequest('errors.productInfoMissing', [{ field: 'codigo', key: 'errors.productInfoMissing' }]);
    const customer = user.codigoCliente ? await this.customers.cardOf(user.codigoCliente) : undefined;
    const { emailContacto } = await this.contact();
    // Without the parameter there is nowhere to send it; saying so beats pretending it was sent.
    if (!emailContacto) throw serviceUnavailable();
    // Counted only once the message is sendable (a refused one costs the user nothing), and judged
    // in the same statement: messages sent together cannot all pass the check above at the limit.
    const over = await this.ctx.limiter.take(bucket, limit);
    if (over !== null) throw tooManyRequests(over);

    const replyTo = input.email ?? user.email;
    const params: MailMessageOf<'service.message'>['params'] = {
      nomContacte: nameOf(user),
      email: replyTo,
      username: mailLine(user.username),
      codigoCliente: customer ? mailLine(customer.codigo) : null,
      razonSocial: customer ? mailLine(customer.razonSocial) : null,
      telefono: customer?.telefono ? mailLine(customer.telefono) : null,
      topic: input.type,
      subject: input.subject ? mailLine(input.subject) : null,
      observations: input.observations,
      product: product
        ? {
            codigo: mailLine(product.codigo),
            nombre: mailLine(product.nombre),
          }
        : null,
    };
    await this.ctx.db.transaction(async (tx) => {
      await enqueueMail(tx, { kind: 'service.message', to: emailContacto, idioma: 'ca', replyTo, params });
      // A reply to the copy reaches customer service too.
      if (input.toMail)
        await enqueueMail(tx, {
          kind: 'service.copy',
          to: user.email,
          idioma: language,
          replyTo: emailContacto,
          params,
        });
    });
    this.ctx.onMailQueued();
  }
}
