// The company-team module (DESIGN §13): a company administrator's team screen (`/equip`) — the
// company's logins with their role, limits and last log-in, invitations by mail with a single-use
// link, role and limit changes, the delivery contacts a user may send orders to, disabling a login
// (its sessions end at once) — and the invitee's acceptance. It owns `team_invitations`,
// `spending_limits` and `delivery_contact_scopes`; the logins are the users module's
// (CompanyMembers), the contacts the customers module's, sessions the auth module's, the change
// log and the mail outbox their own.
//
// Scope: the caller's own company (customer-scope.ts `ownCustomer`); another company's login, a
// staff login and one that does not exist all answer the same 404.
import { randomBytes } from 'node:crypto';
import {
  companyRoleOf,
  companyRoleSchema,
  COMPANY_ROLE_NAMES,
  roleNamesOf,
  type CompanyRole,
} from '@portal/domain/company-roles';
import {
  INVITATION_TTL_DAYS,
  type AcceptInvitation,
  type InvitationLink,
  type Team,
  type TeamChange,
  type TeamInvitation,
  type TeamMember,
} from '@portal/domain/company-team';
import { isLanguage, type Language } from '@portal/domain/languages';
import type { z } from 'zod';
import type { invitationBodySchema, memberUpdateSchema } from '@portal/domain/company-team';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { CustomerRowsMover } from '../customers/customer-rows.ts';
import { authorize, ownCustomer } from '../../http/customer-scope.ts';
import { badRequest, conflict, unprocessable } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { hashAccountToken } from '../accounts/account-tokens.ts';
import { mailLine, portalLink } from '../accounts/account-mail.ts';
import { isUniqueViolation } from '../admin-shared/db-errors.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { changedFields, companyChanges, recordChange } from '../change-log/change-log.ts';
import type { ContactsService } from '../customers/contacts-service.ts';
import type { CustomerProfileService } from '../customers/customer-profile-service.ts';
import type { CompanyMember, CompanyMembers } from '../users/company-members.ts';
import type { CompanyTeamRepository, InvitationRow, Limits } from './company-team-repository.ts';

type InvitationInput = z.output<typeof invitationBodySchema>;
type MemberInput = z.output<typeof memberUpdateSchema>;

export interface CompanyTeamDeps {
  db: Db;
  /** The module's own tables: invitations and buyers' limits. */
  team: CompanyTeamRepository;
  members: CompanyMembers;
  auth: AuthService;
  hasher: PasswordHasher;
  customers: CustomerProfileService;
  contacts: ContactsService;
  /** `PUBLIC_URL`, which the invitation link starts with. */
  publicUrl: string;
  /** Wakes the mail worker after a commit that wrote mail. */
  onMailQueued: () => void;
}

/** The change log's tables a team change is written to, and read back from for the team screen. */
const INVITATIONS = 'team_invitations';
const MEMBERS = 'usuaris';
/** The company's approvals and rejections of orders over a buyer's limits (orders module). */
const APPROVALS = 'pedido_aprovacions';
const DAY_MS = 24 * 60 * 60 * 1000;
const CHANGES_SHOWN = 50;

const amount = (value: string | null) => (value === null ? null : Number(value));
const stored = (value: number | null) => (value === null ? null : value.toFixed(2));

function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccountToken(token) };
}

export class CompanyTeamService {
  constructor(private readonly deps: CompanyTeamDeps) {}

  private get db() {
    return this.deps.db;
  }

  async team(auth: AuthContext): Promise<Team> {
    const codigoCliente = ownCustomer(auth);
    const repo = this.deps.team;
    const [members, invitations, razonSocial, contacts] = await Promise.all([
      this.deps.members.list(this.db, codigoCliente),
      repo.openInvitations(codigoCliente),
      this.companyName(codigoCliente),
      this.deps.contacts.ofCompany(codigoCliente),
    ]);
    const ids = members.map((member) => member.idUsuari);
    const [limits, scopes, logins] = await Promise.all([
      repo.limitsOf(ids),
      repo.scopesOf(ids),
      this.deps.auth.lastLoginsOf(ids),
    ]);
    const contactIds = new Set(contacts.map((contact) => contact.id));
    return {
      razonSocial,
      membres: members.map((member) =>
        this.presentMember(auth, member, {
          limits: limits.get(member.idUsuari),
          scope: scopeWithin(scopes.get(member.idUsuari), contactIds),
          lastLogin: logins.get(member.idUsuari),
        }),
      ),
      invitacions: invitations.map((row) => presentInvitation(row)),
      adreces: contacts.map(({ id, nombreContacto, direccion, poblacion }) => ({
        id,
        nombreContacto,
        direccion,
        poblacion,
      })),
    };
  }

  /** Invites an address that has no login yet; one open invitation per address and company. */
  async invite(auth: AuthContext, input: InvitationInput): Promise<TeamInvitation> {
    const codigoCliente = ownCustomer(auth);
    const email = input.email.toLowerCase();
    if (await this.deps.members.addressTaken(this.db, email)) throw conflict('team.addressTaken');
    const razonSocial = await this.companyName(codigoCliente);
    const { token, tokenHash } = newToken();
    const now = new Date();
    const row = await this.db.transaction(async (tx) => {
      const repo = this.deps.team.in(tx);
      // Inviting an address again renews its open invitation rather than adding a second one.
      const open = await repo.openInvitationFor(codigoCliente, email);
      const values = {
        idioma: input.idioma,
        companyRole: input.rol,
        approves: input.rol === 'comprador' && input.aprova,
        orderLimit: stored(input.limitPedido),
        monthlyLimit: stored(input.limitMensual),
        tokenHash,
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        invitedBy: auth.idUsuari,
      };
      let invitation: InvitationRow;
      if (open) {
        await repo.updateInvitation(open.id, values);
        invitation = { ...open, ...values };
      } else {
        invitation = await repo.insertInvitation({ codigoCliente, email, ...values });
      }
      await this.mailInvitation(tx, auth, invitation, token, razonSocial);
      await recordChange(tx, {
        taula: INVITATIONS,
        tipus: open ? 'UPDATE' : 'INSERT',
        idRegistre: invitation.id,
        idUsuari: auth.idUsuari,
        detall: { codigoCliente, accio: 'invited', email, ...roleDetail(invitation) },
      });
      return invitation;
    });
    this.deps.onMailQueued();
    return presentInvitation(row);
  }

  /** A new link for an open invitation (the old one stops working), valid 7 days from now. */
  async resend(auth: AuthContext, id: number): Promise<TeamInvitation> {
    const codigoCliente = ownCustomer(auth);
    const razonSocial = await this.companyName(codigoCliente);
    const { token, tokenHash } = newToken();
    const now = new Date();
    const row = await this.db.transaction(async (tx) => {
      const repo = this.deps.team.in(tx);
      const invitation = this.openOf(auth, await repo.invitation(id, true));
      const values = {
        tokenHash,
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      };
      await repo.updateInvitation(id, values);
      const renewed = { ...invitation, ...values };
      await this.mailInvitation(tx, auth, renewed, token, razonSocial);
      await recordChange(tx, {
        taula: INVITATIONS,
        tipus: 'UPDATE',
        idRegistre: id,
        idUsuari: auth.idUsuari,
        detall: { codigoCliente, accio: 'resent', email: invitation.email },
      });
      return renewed;
    });
    this.deps.onMailQueued();
    return presentInvitation(row);
  }

  async revoke(auth: AuthContext, id: number): Promise<void> {
    const codigoCliente = ownCustomer(auth);
    await this.db.transaction(async (tx) => {
      const repo = this.deps.team.in(tx);
      const invitation = this.openOf(auth, await repo.invitation(id, true));
      await repo.updateInvitation(id, { revokedAt: new Date() });
      await recordChange(tx, {
        taula: INVITATIONS,
        tipus: 'UPDATE',
        idRegistre: id,
        idUsuari: auth.idUsuari,
        detall: { codigoCliente, accio: 'revoked', email: invitation.email },
      });
    });
  }

  /** A member's company role, limits and whether the login is enabled; disabling ends its sessions. */
  async updateMember(auth: AuthContext, idUsuari: number, input: MemberInput): Promise<TeamMember> {
    const codigoCliente = ownCustomer(auth);
    const approves = input.rol === 'comprador' ? input.aprova : input.rol !== 'consulta';
    const limits: Limits = {
      orderLimit: stored(input.limitPedido),
      monthlyLimit: stored(input.limitMensual),
    };
    // The company's contacts are read before the transaction: a contact named here must be one.
    const contactIds =
      input.adreces === undefined || input.adreces === null
        ? undefined
        : new Set((await this.deps.contacts.ofCompany(codigoCliente)).map((contact) => contact.id));
    if (contactIds && input.adreces?.some((id) => !contactIds.has(id))) {
      throw unprocessable('team.addressUnknown', undefined, [
        { field: 'adreces', key: 'team.addressUnknown' },
      ]);
    }
    await this.db.transaction(async (tx) => {
      const member = await this.memberOf(tx, auth, idUsuari);
      const repo = this.deps.team.in(tx);
      const scopeBefore = (await repo.scopesOf([idUsuari])).get(idUsuari) ?? null;
      const before = {
        ...(companyRoleOf(member.roleNames) ?? { rol: null, aprova: false }),
        ...presentLimits((await repo.limitsOf([idUsuari])).get(idUsuari)),
        adreces: scopeBefore,
        actiu: member.actiu,
      };
      const after = {
        rol: input.rol,
        aprova: approves,
        ...presentLimits(limits),
        adreces: input.adreces === undefined ? scopeBefore : input.adreces,
        actiu: input.actiu,
      };
      const changes = changedFields(before, after);
      // Locking oneself out, or leaving the company without its administrator, is refused.
      if (idUsuari === auth.idUsuari && (changes.rol || changes.aprova || changes.actiu)) {
        throw unprocessable('team.cannotChangeSelf');
      }
      if (Object.keys(changes).length === 0) return;
      if (changes.rol || changes.aprova) {
        await this.deps.members.setRoles(
          tx,
          idUsuari,
          roleNamesOf(input.rol, approves),
          Object.values(COMPANY_ROLE_NAMES),
        );
      }
      if (changes.limitPedido || changes.limitMensual) await repo.setLimits(idUsuari, limits);
      if (changes.adreces) await repo.setScope(idUsuari, after.adreces);
      if (changes.actiu) {
        await this.deps.members.setActive(tx, idUsuari, input.actiu);
        // Every session ends now, not when its access token runs out (the guard reads `actiu`).
        if (!input.actiu) await this.deps.auth.revokeAllOf(idUsuari, tx);
      }
      await recordChange(tx, {
        taula: MEMBERS,
        tipus: 'UPDATE',
        idRegistre: idUsuari,
        idUsuari: auth.idUsuari,
        detall: { codigoCliente, accio: 'changed', username: member.username, ...changes },
      });
    });
    const member = await this.memberOf(this.db, auth, idUsuari);
    const repo = this.deps.team;
    const [limitsNow, scopes, logins, contacts] = await Promise.all([
      repo.limitsOf([idUsuari]),
      repo.scopesOf([idUsuari]),
      this.deps.auth.lastLoginsOf([idUsuari]),
      this.deps.contacts.ofCompany(codigoCliente),
    ]);
    return this.presentMember(auth, member, {
      limits: limitsNow.get(idUsuari),
      scope: scopeWithin(scopes.get(idUsuari), new Set(contacts.map((contact) => contact.id))),
      lastLogin: logins.get(idUsuari),
    });
  }

  /** The company's own team changes, newest first, with who made them. */
  async changes(auth: AuthContext): Promise<TeamChange[]> {
    const codigoCliente = ownCustomer(auth);
    const [rows, members] = await Promise.all([
      companyChanges(this.db, codigoCliente, [INVITATIONS, MEMBERS, APPROVALS], CHANGES_SHOWN),
      this.deps.members.list(this.db, codigoCliente),
    ]);
    const names = new Map(members.map((member) => [member.idUsuari, member.nomContacte || member.username]));
    return rows.map((row) => {
      const detall = (row.detall ?? {}) as Record<string, unknown>;
      const { codigoCliente: _company, accio, email, username, pedido, ...rest } = detall;
      return {
        id: row.id,
        dataHora: row.dataHora.toISOString(),
        accio: typeof accio === 'string' ? accio : row.tipus,
        autor: row.idUsuari === null ? null : (names.get(row.idUsuari) ?? null),
        objecte: [email, username, pedido].find((value) => typeof value === 'string') ?? null,
        detall: rest,
      };
    });
  }

  /** What the invitation page shows: whether the link works, and for which address and company. */
  async invitationLink(token: string): Promise<InvitationLink> {
    const row = await this.deps.team.invitationByHash(hashAccountToken(token));
    const estat = linkState(row);
    if (estat !== 'valid' || !row) return { estat, email: null, razonSocial: null };
    return { estat, email: row.email, razonSocial: await this.companyName(row.codigoCliente) };
  }

  /**
   * Creates the invitee's login with the invitation's role and limits, once: the invitation is
   * locked and marked accepted in the same transaction, so a second use finds it used.
   */
  async accept(input: AcceptInvitation): Promise<void> {
    const passwordHash = await this.deps.hasher.hash(input.password);
    await this.db.transaction(async (tx) => {
      const repo = this.deps.team.in(tx);
      const row = await repo.invitationByHash(hashAccountToken(input.token), true);
      const estat = linkState(row);
      if (estat !== 'valid' || !row) {
        const key = LINK_REFUSAL[estat === 'valid' ? 'unknown' : estat];
        throw badRequest(key, [{ field: 'token', key }]);
      }
      const rol = companyRoleSchema.parse(row.companyRole);
      let idUsuari: number;
      try {
        idUsuari = await this.deps.members.create(tx, {
          email: row.email,
          nomContacte: input.nomContacte,
          idioma: row.idioma,
          passwordHash,
          codigoCliente: row.codigoCliente,
          roleNames: roleNamesOf(rol, row.approves),
        });
      } catch (error) {
        // The address got a login of its own since the invitation was sent.
        if (isUniqueViolation(error)) throw conflict('team.addressTaken');
        throw error;
      }
      await repo.setLimits(idUsuari, { orderLimit: row.orderLimit, monthlyLimit: row.monthlyLimit });
      await repo.updateInvitation(row.id, { acceptedAt: new Date(), idUsuari });
      await recordChange(tx, {
        taula: MEMBERS,
        tipus: 'INSERT',
        idRegistre: idUsuari,
        idUsuari,
        detall: { codigoCliente: row.codigoCliente, accio: 'accepted', email: row.email, ...roleDetail(row) },
      });
    });
  }

  /** A login of the caller's company; any other answers 404, as one that does not exist. */
  private async memberOf(db: DbOrTx, auth: AuthContext, idUsuari: number): Promise<CompanyMember> {
    return authorize(auth, await this.deps.members.find(db, idUsuari));
  }

  /** An open invitation of the caller's company; another company's answers 404, a closed one 409. */
  private openOf(auth: AuthContext, row: InvitationRow | undefined): InvitationRow {
    const invitation = authorize(auth, row);
    if (invitation.acceptedAt || invitation.revokedAt) throw conflict('team.invitationClosed');
    return invitation;
  }

  private async companyName(codigoCliente: string): Promise<string> {
    return (await this.deps.customers.nameOf(codigoCliente)) ?? codigoCliente;
  }

  private async mailInvitation(
    tx: DbOrTx,
    auth: AuthContext,
    invitation: InvitationRow,
    token: string,
    razonSocial: string,
  ) {
    const idioma: Language = isLanguage(invitation.idioma) ? invitation.idioma : 'ca';
    await enqueueMail(tx, {
      kind: 'team.invitation',
      to: invitation.email,
      idioma,
      params: {
        convidant: mailLine(auth.username),
        razonSocial: mailLine(razonSocial),
        rol: companyRoleSchema.parse(invitation.companyRole),
        link: portalLink(this.deps.publicUrl, '/invitacio', token),
        validDays: INVITATION_TTL_DAYS,
      },
    });
  }

  private presentMember(
    auth: AuthContext,
    member: CompanyMember,
    { limits, scope, lastLogin }: { limits?: Limits; scope: number[] | null; lastLogin?: Date },
  ): TeamMember {
    const role = companyRoleOf(member.roleNames);
    return {
      idUsuari: member.idUsuari,
      username: member.username,
      email: member.email,
      nomContacte: member.nomContacte,
      idioma: member.idioma,
      rol: role?.rol ?? null,
      aprova: role?.aprova ?? false,
      ...presentLimits(limits),
      adreces: scope,
      darrerAcces: lastLogin?.toISOString() ?? null,
      actiu: member.actiu,
      jo: member.idUsuari === auth.idUsuari,
    };
  }
}

const LINK_REFUSAL = {
  unknown: 'accounts.linkInvalid',
  used: 'accounts.linkUsed',
  expired: 'accounts.linkExpired',
  revoked: 'team.invitationRevoked',
} as const;

function linkState(row: InvitationRow | undefined, now = new Date()): InvitationLink['estat'] {
  if (!row) return 'unknown';
  if (row.acceptedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** A stored scope as the screen shows it: the contacts of it the company still has. */
function scopeWithin(scope: number[] | undefined, contactIds: Set<number>): number[] | null {
  return scope ? scope.filter((id) => contactIds.has(id)) : null;
}

function presentLimits(limits: Limits | undefined) {
  return {
    limitPedido: amount(limits?.orderLimit ?? null),
    limitMensual: amount(limits?.monthlyLimit ?? null),
  };
}

function roleDetail(row: Pick<InvitationRow, 'companyRole' | 'approves' | 'orderLimit' | 'monthlyLimit'>) {
  return {
    rol: row.companyRole as CompanyRole,
    aprova: row.approves,
    limitPedido: amount(row.orderLimit),
    limitMensual: amount(row.monthlyLimit),
  };
}

function presentInvitation(row: InvitationRow, now = new Date()): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    idioma: row.idioma,
    rol: companyRoleSchema.parse(row.companyRole),
    aprova: row.approves,
    limitPedido: amount(row.orderLimit),
    limitMensual: amount(row.monthlyLimit),
    enviada: row.sentAt.toISOString(),
    caduca: row.expiresAt.toISOString(),
    estat: row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending',
  };
}

/** A registered company's pending invitations, moved to the code the ERP confirmed (erp/outbox/customer-link.ts). */
export function invitationsMover(team: CompanyTeamRepository): CustomerRowsMover {
  return {
    moveCustomerRows: (tx, provisional, erpCodigo) => team.in(tx).moveInvitations(provisional, erpCodigo),
  };
}
