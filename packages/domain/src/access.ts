// Access control as the wire shows it (spec §3, §6; DESIGN §6): screens, permissions, roles.
import { z } from 'zod';

export { allows, normaliseScreenPath } from './access-rules.ts';

/** A permission names one API action, e.g. `GET /usuaris`, and the screen it belongs to. */
export const permissionSchema = z.object({
  idPermis: z.number().int(),
  endPoint: z.string().min(3).max(120),
  descripcio: z.string().max(200),
  idPantalla: z.number().int().nullable(),
});
export type Permission = z.infer<typeof permissionSchema>;

/** An allowed action as the session and `permis-pantalla` carry it. */
export const actionSchema = z.object({
  idPermis: z.number().int(),
  endPoint: z.string(),
  descripcio: z.string(),
});
export type Action = z.infer<typeof actionSchema>;

export const screenSchema = z.object({
  idPantalla: z.number().int(),
  name: z.string(),
  icon: z.string(),
  url: z.string(),
  ordre: z.number().int(),
});
export type Screen = z.infer<typeof screenSchema>;

export const roleSchema = z.object({
  idRol: z.number().int(),
  nom: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** The menu entry the web app draws for a screen the user may open. */
export const menuEntrySchema = screenSchema.pick({ name: true, icon: true, url: true, ordre: true });
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/**
 * `GET /permisos/permis-pantalla` answers `{dades, error}` for the screen in the `Path` header,
 * and the user's menu as it stands: the call is made on every navigation, so a reordered menu or
 * a revoked screen shows at the next navigation without another request.
 */
export const screenActionsResponseSchema = z.object({
  dades: z.array(actionSchema),
  error: z.boolean(),
  missatge: z.string().nullable(),
  menu: z.array(menuEntrySchema),
});
export type ScreenActionsResponse = z.infer<typeof screenActionsResponseSchema>;
