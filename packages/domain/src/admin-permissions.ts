// The permissions administration (spec §3 Permission, §6, §7 permisos): the list with its
// filters, the permission body, and the role–permission operations (grant, revoke, home).
import { z } from 'zod';
import { permissionSchema } from './access.ts';
import { idSchema, safeText } from './admin-list.ts';
import { dbIdTextSchema } from './wire-types.ts';

/** A permission as the list shows it; `granted` is present when the list was asked for a role. */
export const permissionListItemSchema = permissionSchema.extend({
  pantalla: z.string().nullable(),
  granted: z.boolean().optional(),
});
export type PermissionListItem = z.infer<typeof permissionListItemSchema>;

/** `idPantalla` filters by screen; `idRol` marks which permissions that role holds. */
export const permissionQuerySchema = z.object({
  idRol: dbIdTextSchema.optional(),
  idPantalla: dbIdTextSchema.optional(),
});
export type PermissionQuery = z.infer<typeof permissionQuerySchema>;

/** `METHOD /path` exactly as a route declares it, e.g. `DELETE /usuaris/{id}`. */
export const END_POINT_PATTERN = /^(GET|POST|PUT|PATCH|DELETE) \/[A-Za-z0-9_\-./{}]*$/;

const permissionFields = {
  endPoint: safeText(120, 1).regex(END_POINT_PATTERN, { message: 'admin.permissions.endPointFormat' }),
  descripcio: safeText(200).default(''),
  idPantalla: idSchema.nullable(),
};

export const createPermissionSchema = z.object(permissionFields);
export type CreatePermission = z.infer<typeof createPermissionSchema>;

export const updatePermissionSchema = z.object({ idPermis: idSchema, ...permissionFields });
export type UpdatePermission = z.infer<typeof updatePermissionSchema>;

/** `POST /permisos/home`, `/donar-permis` and `/treure-permis`. */
export const rolePermissionSchema = z.object({ idPermis: idSchema, idRol: idSchema });
export type RolePermission = z.infer<typeof rolePermissionSchema>;

/** What grant, revoke and home answer: the pair's state afterwards and the role's home screen. */
export const rolePermissionStateSchema = z.object({
  idRol: z.number().int(),
  idPermis: z.number().int(),
  granted: z.boolean(),
  idPantallaInici: z.number().int().nullable(),
  homePath: z.string().nullable(),
});
export type RolePermissionState = z.infer<typeof rolePermissionStateSchema>;
