-- A customer company is a team (DESIGN §13): the one login each company had becomes its company
-- administrator. The role is created here with what the customer role was granted (an
-- administrator's changes to it included) and the same home screen; the reference seed, which
-- runs after the migrations, then grants it the team's new permissions. On an empty database
-- (no customer role yet) nothing happens and the seed creates every role.
INSERT INTO "rols" ("nom", "id_pantalla_inici")
SELECT 'ADMIN_EMPRESA', "id_pantalla_inici" FROM "rols" WHERE "nom" = 'CLIENT'
ON CONFLICT ("nom") DO NOTHING;
--> statement-breakpoint
INSERT INTO "rol_permisos" ("id_rol", "id_permis")
SELECT "admin"."id_rol", "granted"."id_permis"
FROM "rol_permisos" "granted"
JOIN "rols" "customer" ON "customer"."id_rol" = "granted"."id_rol" AND "customer"."nom" = 'CLIENT'
CROSS JOIN "rols" "admin"
WHERE "admin"."nom" = 'ADMIN_EMPRESA'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "usuari_rols" SET "id_rol" = "admin"."id_rol"
FROM "rols" "customer", "rols" "admin"
WHERE "usuari_rols"."id_rol" = "customer"."id_rol" AND "customer"."nom" = 'CLIENT'
  AND "admin"."nom" = 'ADMIN_EMPRESA'
  AND "usuari_rols"."id_usuari" IN (SELECT "id_usuari" FROM "usuaris" WHERE "codigo_cliente" IS NOT NULL)
  AND NOT EXISTS (
    SELECT 1 FROM "usuari_rols" "held"
    WHERE "held"."id_usuari" = "usuari_rols"."id_usuari" AND "held"."id_rol" = "admin"."id_rol"
  );
