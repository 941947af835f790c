// The roles administration (spec §3 Role, §6): a role with its permissions and home screen.
import { z } from 'zod';
import { permissionSchema } from './access.ts';
import { idSchema, safeText } from './admin-list.ts';

export const adminRoleSchema = z.object({
  idRol: z.number().int(),
  nom: z.string(),
  /** The screen the role's users land on after logging in; null shows "no home page". */
  idPantallaInici: z.number().int().nullable(),
  homePath: z.string().nullable(),
  permisos: z.array(permissionSchema),
  /** How many users hold the role: a role still held cannot be deleted. */
  usuaris: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

const roleFields = {
  nom: safeText(50, 1),
  idPantallaInici: idSchema.nullish(),
  permisos: z.array(idSchema).max(500).optional(),
};

export const createRoleSchema = z.object(roleFields);
export type CreateRole = z.infer<typeof createRoleSchema>;

/**
 * Renames a role and sets its home screen; `permisos`, when sent, replaces the role's whole set
 * (absent leaves it, since the permissions screen grants and revokes one by one).
 */
export const updateRoleSchema = z.object({ idRol: idSchema, ...roleFields });
export type UpdateRole = z.infer<typeof updateRoleSchema>;
