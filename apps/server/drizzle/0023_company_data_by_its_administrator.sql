-- The company's own data (name, tax number, bank account, addresses' company: `PUT /clientes/update`)
-- is changed by its company administrator, not by every buyer. The reference seed grants the
-- permission to the buyer's role no longer; an installation that had it from before loses it here,
-- once. An administrator may grant it again on /permisos, and a restart does not undo that.
DELETE FROM "rol_permisos"
USING "rols", "permisos"
WHERE "rol_permisos"."id_rol" = "rols"."id_rol" AND "rols"."nom" = 'CLIENT'
  AND "rol_permisos"."id_permis" = "permisos"."id_permis" AND "permisos"."end_point" = 'PUT /clientes/update';
