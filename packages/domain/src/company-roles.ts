// The company roles of a customer's users (DESIGN §13): what each is called on the wire and which
// seeded role (spec §6, permission-driven like every other) it stands for. A user holds one of
// them; a buyer may also approve, which is the approver's role held beside the buyer's.
import { z } from 'zod';

export const COMPANY_ROLES = ['administrador', 'comprador', 'aprovador', 'consulta'] as const;
export const companyRoleSchema = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

/**
 * The seeded role (`rols.nom`) of each company role. The buyer's is `CLIENT`, the name the one
 * customer role had before a company became a team.
 */
export const COMPANY_ROLE_NAMES = {
  administrador: 'ADMIN_EMPRESA',
  comprador: 'CLIENT',
  aprovador: 'APROVADOR',
  consulta: 'CONSULTA',
} as const satisfies Record<CompanyRole, string>;

export type CompanyRoleName = (typeof COMPANY_ROLE_NAMES)[CompanyRole];

/**
 * A user's company role read from the seeded roles they hold: the widest wins (an administrator
 * who also holds the buyer's role is an administrator), and `aprova` says whether a buyer also
 * approves. Null for a user who holds none of them (staff, or roles an administrator made).
 */
export function companyRoleOf(roleNames: readonly string[]): { rol: CompanyRole; aprova: boolean } | null {
  const holds = (rol: CompanyRole) => roleNames.includes(COMPANY_ROLE_NAMES[rol]);
  if (holds('administrador')) return { rol: 'administrador', aprova: true };
  if (holds('comprador')) return { rol: 'comprador', aprova: holds('aprovador') };
  if (holds('aprovador')) return { rol: 'aprovador', aprova: true };
  if (holds('consulta')) return { rol: 'consulta', aprova: false };
  return null;
}

/** The seeded roles a company role (with a buyer's `aprova`) is made of. */
export function roleNamesOf(rol: CompanyRole, aprova: boolean): CompanyRoleName[] {
  if (rol === 'comprador' && aprova) return ['CLIENT', 'APROVADOR'];
  return [COMPANY_ROLE_NAMES[rol]];
}
