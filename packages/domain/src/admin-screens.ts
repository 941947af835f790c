// The screens administration (spec §3 Screen, §6): the screens in menu order and the body that
// reorders them.
import { z } from 'zod';
import { screenSchema } from './access.ts';
import { idSchema } from './admin-list.ts';

export const adminScreenSchema = screenSchema.extend({
  /** Detail screens are not menu entries; they answer their parent's actions too. */
  menu: z.boolean(),
  idPantallaPare: z.number().int().nullable(),
});
export type AdminScreen = z.infer<typeof adminScreenSchema>;

/** `PUT /permisos/reordenar`: the new position of each screen named; the others keep theirs. */
export const reorderScreensSchema = z
  .array(z.object({ idPantalla: idSchema, ordre: z.number().int().min(0).max(1_000_000) }))
  .min(1)
  .max(500)
  .superRefine((entries, ctx) => {
    const seen = new Set<number>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.idPantalla)) {
        ctx.addIssue({ code: 'custom', path: [index, 'idPantalla'], message: 'admin.screens.duplicate' });
      }
      seen.add(entry.idPantalla);
    });
  });
export type ReorderScreens = z.infer<typeof reorderScreensSchema>;
