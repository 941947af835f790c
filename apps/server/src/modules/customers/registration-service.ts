// Registering a company (spec §7 `POST /clientes/create`): the customer and its user are
// created inactive under a provisional code, the ERP is asked to create the customer through the
// outbox (contract §10; the answer links the ERP's code, erp/outbox/customer-link.ts), the
// applicant is told the request arrived and customer service that one is waiting. An administrator
// activates the login in the users screen, which mails the applicant that the account is ready.
import type { Registration } from '@portal/domain/accounts';
import { checkEmail } from '@portal/domain/validators';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { enqueueErpMessage } from '../../erp/outbox/messages.ts';
import { badRequest, conflict, tooManyRequests } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { portalLink } from '../accounts/account-mail.ts';
import { uniqueOr } from '../admin-shared/db-errors.ts';
import { COMPANY_ROLE_NAMES } from '@portal/domain/company-roles';
import type { AdminParamService } from '../admin-params/admin-param-service.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { Limit, RateLimiter } from '../auth/rate-limiter.ts';
import { recordChange } from '../change-log/change-log.ts';
import type { AccountUsers } from '../users/account-users.ts';
import type { CompanyMembers } from '../users/company-members.ts';
import type { ContactsRepository } from './contacts-repository.ts';
import type { CustomerRepository } from './customer-repository.ts';

/** Requests from one client address: a person registers once; a script filling the table stops. */
export const REGISTRATION_LIMIT: Limit = { max: 5, windowSeconds: 60 * 60 };
/** The price list a new company buys at until the ERP says otherwise (spec §4: the base list). */
export const BASE_PRICE_LIST = 5;
/** A registered company's first login is its company administrator (DESIGN §13). */
const CUSTOMER_ROLE = COMPANY_ROLE_NAMES.administrador;
/** The language customer service's own mails are written in (the portal's default). */
const STAFF_LANGUAGE = 'ca';

export interface RegistrationDeps {
  db: Db;
  customers: CustomerRepository;
  contacts: ContactsRepository;
  hasher: PasswordHasher;
  /** The users module: the first login of the company, and its role. */
  users: AccountUsers;
  members: Pick<CompanyMembers, 'setRoles'>;
  /** The shared counters `REGISTRATION_LIMIT` is judged on. */
  limiter: RateLimiter;
  /** Customer service's address (`emailContacto`), told of each registration. */
  params: AdminParamService;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** After the commit: the mail worker and the outbox worker have something to send. */
  onMailQueued?: (() => void) | undefined;
  onErpMessageQueued?: (() => void) | undefined;
}

/**
 * The same answer for a known e-mail and a known CIF, and nothing more (spec §8: "user already
 * registered, try recovering the password").
 */
const alreadyRegistered = () => conflict('users.alreadyRegistered');

/**
 * A user name from the e-mail's local part (`compres.ebro@…` → `compres.ebro`), lower case, as the
 * users administration allows them: no spaces, no `@` (an e-mail's local part has neither).
 */
export function usernameBase(email: string): string {
  const local = email.slice(0, email.lastIndexOf('@')).toLowerCase();
  const cleaned = local.replace(/[^a-z0-9._+-]/g, '').slice(0, 60);
  return cleaned || 'client';
}

const orNull = (value: string) => (value === '' ? null : value);

export class RegistrationService {
  constructor(private readonly deps: RegistrationDeps) {}

  async register(input: Registration, clientAddress: string): Promise<{ codigo: string }> {
    const { db, limiter } = this.deps;
    const bucket = `register:ip:${clientAddress}`;
    // Every attempt counts, refused ones too: they are how a script would learn who is registered.
    // Counted and judged in one statement, so attempts sent together cannot slip past the limit.
    const blocked = await limiter.take(bucket, REGISTRATION_LIMIT);
    if (blocked !== null) throw tooManyRequests(blocked);

    if (await this.registered(this.deps.customers, this.deps.users, input)) throw alreadyRegistered();
    // An unknown country would be refused by the ERP for good (contract §10: unknown_country).
    if (!(await this.deps.contacts.countryExists(input.pais))) {
      throw badRequest('errors.validation', [{ field: 'pais', key: 'validation.invalidValue' }]);
    }
    // Hashing is slow on purpose: before the transaction, so the transaction stays short.
    const passwordHash = await this.deps.hasher.hash(input.password);

    const codigo = await uniqueOr(
      // A user created meanwhile with this e-mail (the administration does not take the lock
      // below) trips the e-mail's unique index: the same 409, never a 500.
      () =>
        db.transaction((tx) =>
          this.store(this.deps.customers.in(tx), this.deps.users.in(tx), tx, input, passwordHash),
        ),
      alreadyRegistered,
    );
    this.deps.onMailQueued?.();
    this.deps.onErpMessageQueued?.();
    return { codigo };
  }

  /** Whether a login has this e-mail (enabled or not) or a customer has this CIF. */
  private async registered(customers: CustomerRepository, users: AccountUsers, input: Registration) {
    return (await users.emailTaken(input.email)) || (await customers.cifRegistered(input.cif));
  }

  private async store(
    repo: CustomerRepository,
    users: AccountUsers,
    tx: Tx,
    input: Registration,
    passwordHash: string,
  ): Promise<string> {
    await repo.lockRegistrations();
    // Checked again under the lock: a request that passed the first check together with another
    // for the same e-mail or CIF sees the other's rows now.
    if (await this.registered(repo, users, input)) throw alreadyRegistered();

    const codigo = await repo.nextProvisionalCode();
    const company = {
      razonSocial: input.razonSocial,
      cif: input.cif,
      telefono: orNull(input.telefono),
      direccion: orNull(input.direccion),
      codigoPostal: orNull(input.codigoPostal),
      poblacion: orNull(input.poblacion),
      provincia: orNull(input.provincia),
      ciudad: orNull(input.ciudad),
      pais: input.pais,
      // The payment day the company asks for; the ERP confirms it (or answers with its own).
      diaPago: input.diaPago,
    };
    await repo.insertCustomer({
      codigo,
      ...company,
      email: input.email,
      idLista: BASE_PRICE_LIST,
      // Not from the ERP: the synchronisation's sweep of dropped customers leaves it alone.
      syncedAt: null,
    });
    const username = await users.freeUsername(usernameBase(input.email));
    const user = {
      username,
      email: input.email,
      nomContacte: input.nomContacte,
      idioma: input.idioma,
      codigoCliente: codigo,
      actiu: false,
      altaPendent: true,
    };
    const { actiu, ...columns } = user;
    const idUsuari = await users.insert({ ...columns, activo: actiu, passwordHash });
    await this.deps.members.setRoles(tx, idUsuari, [CUSTOMER_ROLE]);

    // The applicant made both rows: the change register names them as their author.
    await recordChange(tx, {
      taula: 'clientes',
      tipus: 'INSERT',
      idRegistre: codigo,
      idUsuari,
      detall: { codigo, ...company, email: input.email, idLista: BASE_PRICE_LIST },
    });
    await recordChange(tx, {
      taula: 'usuaris',
      tipus: 'INSERT',
      idRegistre: idUsuari,
      idUsuari,
      detall: { ...user, roles: [CUSTOMER_ROLE] },
    });

    await enqueueErpMessage(tx, {
      kind: 'customer.create',
      referencia: codigo,
      payload: { customer: { ...company, email: input.email, idLista: BASE_PRICE_LIST } },
    });

    await enqueueMail(tx, {
      kind: 'registration.received',
      to: input.email,
      idioma: input.idioma,
      params: { nom: input.nomContacte, razonSocial: input.razonSocial },
    });
    const staff = (await this.deps.params.valueOf('emailContacto', tx))?.trim() || null;
    if (staff && checkEmail(staff) === null) {
      await enqueueMail(tx, {
        kind: 'registration.pending',
        to: staff,
        idioma: STAFF_LANGUAGE,
        // Customer service answers the applicant straight from the mail.
        replyTo: input.email,
        params: {
          razonSocial: input.razonSocial,
          cif: input.cif,
          codigoCliente: codigo,
          nomContacte: input.nomContacte,
          email: input.email,
          telefono: input.telefono,
          username,
          link: portalLink(this.deps.publicUrl, '/usuaris'),
        },
      });
    } else {
      // Without a valid address nobody is told; the registration itself must not fail for it.
      this.deps.log.warn(
        { codigo },
        'registration received but the emailContacto parameter is not a valid e-mail: nobody was told',
      );
    }
    return codigo;
  }
}
