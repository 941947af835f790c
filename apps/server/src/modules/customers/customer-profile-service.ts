// The customer's own data (spec §3 Customer, §7 `/clientes/codigo|login|email`, `PUT
// /clientes/update`): reading a customer as its profile shows it, and a customer editing
// its company data, which is kept in the portal at once and sent to the ERP through the outbox
// (contract §10.1).
import type { CustomerProfile, CustomerUpdate } from '@portal/domain/accounts';
import type { Language } from '@portal/domain/languages';
import type { Db } from '../../db/client.ts';
import { awaitsErpCreation } from '../../erp/outbox/customer-link.ts';
import { enqueueErpMessage } from '../../erp/outbox/messages.ts';
import { authorizeCustomer, reachesCustomer } from '../../http/customer-scope.ts';
import { badRequest, notFound, unprocessable } from '../../http/errors.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { translated } from '../catalogue/product-presenter.ts';
import { changedFields, recordChange } from '../change-log/change-log.ts';
import type { AccountUsers } from '../users/account-users.ts';
import type { ContactsRepository } from './contacts-repository.ts';
import type { CompanyWrite, CustomerRepository, CustomerWithPayment } from './customer-repository.ts';

export function presentCustomer(row: CustomerWithPayment, language: Language): CustomerProfile {
  return {
    codigo: row.codigo,
    razonSocial: row.razonSocial,
    cif: row.cif,
    telefono: row.telefono,
    email: row.email,
    direccion: row.direccion,
    codigoPostal: row.codigoPostal,
    poblacion: row.poblacion,
    provincia: row.provincia,
    ciudad: row.ciudad,
    pais: row.pais,
    formaPago: row.formaPago,
    formaPagoNombre:
      row.formaPagoNom === null ? null : translated(row.formaPagoNom, row.formaPagoNoms, language),
    entidadBancaria: row.entidadBancaria,
    diaPago: row.diaPago,
    cuentaContable: row.cuentaContable,
    idLista: row.idLista,
    activo: row.activo,
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** `<codigo>-<n>` with any character an idempotency key may not carry as `_` (messages.ts). */
function updateReference(codigo: string, changeId: number): string {
  return `${codigo.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40)}-${changeId}`;
}

export class CustomerProfileService {
  constructor(
    private readonly db: Db,
    private readonly customers: CustomerRepository,
    private readonly contacts: ContactsRepository,
    /** The users module: the company a login's name or e-mail belongs to. */
    private readonly users: Pick<AccountUsers, 'companyOfLogin' | 'companyOfEmail'>,
    /** After the commit of a change: the outbox worker has something to send. */
    private readonly onErpMessageQueued: () => void = () => {},
  ) {}

  async byCodigo(auth: AuthContext, codigo: string, language: Language): Promise<CustomerProfile> {
    authorizeCustomer(auth, codigo);
    const row = await this.customers.byCodigo(codigo);
    if (!row) throw notFound();
    return presentCustomer(row, language);
  }

  /** A customer's company name, for a mail or a screen that names the company; undefined if unknown. */
  async nameOf(codigo: string): Promise<string | undefined> {
    return (await this.customers.byCodigo(codigo))?.razonSocial;
  }

  /** What customer service is told of a sender's company; undefined if unknown. */
  async cardOf(
    codigo: string,
  ): Promise<Pick<CustomerProfile, 'codigo' | 'razonSocial' | 'telefono'> | undefined> {
    const row = await this.customers.byCodigo(codigo);
    return row && { codigo: row.codigo, razonSocial: row.razonSocial, telefono: row.telefono };
  }

  /** The customer of the user with this user name or e-mail. */
  async byLogin(auth: AuthContext, login: string, language: Language): Promise<CustomerProfile> {
    const codigo = await this.users.companyOfLogin(login);
    if (codigo === null) throw notFound();
    return this.byCodigo(auth, codigo, language);
  }

  /** The customer whose e-mail this is, or the customer of the user whose e-mail it is. */
  async byEmail(auth: AuthContext, email: string, language: Language): Promise<CustomerProfile> {
    // The company of the login with this e-mail first (unique among logins), then those whose own
    // e-mail it is.
    const [ofLogin, own] = await Promise.all([
      this.users.companyOfEmail(email),
      this.customers.codigosOfEmail(email),
    ]);
    const codigos = new Set([...(ofLogin === null ? [] : [ofLogin]), ...own]);
    const codigo = [...codigos].find((candidate) => reachesCustomer(auth, candidate));
    if (codigo === undefined) throw notFound();
    return this.byCodigo(auth, codigo, language);
  }

  /**
   * Saves the company data in the portal and enqueues it for the ERP in one transaction. Payment
   * method, price list, payment day and account code are not in the body (the schema drops them).
   * A change that changes nothing writes nothing and sends nothing.
   */
  async update(auth: AuthContext, input: CustomerUpdate, language: Language): Promise<CustomerProfile> {
    const codigo = authorizeCustomer(auth, input.codigo);
    if (!(await this.contacts.countryExists(input.pais))) {
      throw badRequest('errors.validation', [{ field: 'pais', key: 'validation.invalidValue' }]);
    }
    const queued = await this.db.transaction(async (tx) => {
      const repo = this.customers.in(tx);
      const before = await repo.lockForUpdate(codigo);
      // An inactive customer is one the ERP dropped: there is nothing there to change.
      if (!before || !before.activo) throw notFound();
      // A registered company the ERP has not created yet has no record there to change
      // (contract §10.1): the change waits until the registration is linked.
      if (await awaitsErpCreation(tx, codigo)) throw unprocessable('customers.pendingErp');
      const after: CompanyWrite = {
        razonSocial: input.razonSocial,
        cif: input.cif,
        telefono: orNull(input.telefono),
        direccion: orNull(input.direccion),
        codigoPostal: orNull(input.codigoPostal),
        poblacion: orNull(input.poblacion),
        provincia: orNull(input.provincia),
        ciudad: orNull(input.ciudad),
        pais: input.pais,
        // Absent: kept as it is; empty: cleared (the schema makes it null).
        entidadBancaria: input.entidadBancaria === undefined ? before.entidadBancaria : input.entidadBancaria,
        diaPago: input.diaPago === undefined ? before.diaPago : input.diaPago,
      };
      const changes = changedFields(before, after);
      if (Object.keys(changes).length === 0) return false;
      await repo.updateCompany(codigo, after);
      const changeId = await recordChange(tx, {
        taula: 'clientes',
        tipus: 'UPDATE',
        idRegistre: codigo,
        idUsuari: auth.idUsuari,
        detall: changes,
      });
      await enqueueErpMessage(tx, {
        kind: 'customer.update',
        referencia: updateReference(codigo, changeId),
        // Every editable field, as the portal now has it: the newest change alone is the whole
        // truth, so an older one that comes due later is not sent (contract §10.1).
        payload: {
          codigoCliente: codigo,
          customer: {
            razonSocial: after.razonSocial,
            cif: after.cif,
            telefono: after.telefono ?? null,
            direccion: after.direccion ?? null,
            codigoPostal: after.codigoPostal ?? null,
            poblacion: after.poblacion ?? null,
            provincia: after.provincia ?? null,
            ciudad: after.ciudad ?? null,
            pais: after.pais ?? 'ES',
            entidadBancaria: after.entidadBancaria ?? null,
            diaPago: after.diaPago ?? null,
          },
        },
      });
      return true;
    });
    if (queued) this.onErpMessageQueued();
    return this.byCodigo(auth, codigo, language);
  }
}
