-- Search (decisions.md "Search ranking"): a product's search vector holds its code and names
-- (weight A) and the names of its family and subfamily in every language (weight B), so that
-- "fil acer" finds the wire filed under "Fil massís d'acer" and the ranking can tell where a word
-- matched. Words are split at anything that is not a letter or a digit, as the query is
-- (product-search-query.ts), so "MIG/MAG" is two words on both sides.
CREATE OR REPLACE FUNCTION productos_derived_update() RETURNS trigger AS $$
DECLARE
  kind text;
BEGIN
  SELECT concat_ws(' ', f.nombre, f.nombres->>'ca', f.nombres->>'es', f.nombres->>'en',
      s.nombre, s.nombres->>'ca', s.nombres->>'es', s.nombres->>'en')
    INTO kind
    FROM (SELECT 1) AS one
    LEFT JOIN familias f ON f.codigo = NEW.codigo_familia
    LEFT JOIN subfamilias s ON s.codigo = NEW.codigo_subfamilia;
  NEW.search_vector :=
    setweight(to_tsvector('simple', regexp_replace(NEW.search_text, '[^[:alnum:]]+', ' ', 'g')), 'A') ||
    setweight(to_tsvector('simple',
      regexp_replace(lower(unaccent(coalesce(kind, ''))), '[^[:alnum:]]+', ' ', 'g')), 'B');
  NEW.sort_ca := lower(unaccent(coalesce(nullif(NEW.nombres->>'ca', ''), NEW.nombre)));
  NEW.sort_es := lower(unaccent(coalesce(nullif(NEW.nombres->>'es', ''), NEW.nombre)));
  NEW.sort_en := lower(unaccent(coalesce(nullif(NEW.nombres->>'en', ''), NEW.nombre)));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER productos_derived_trigger ON productos;--> statement-breakpoint
CREATE TRIGGER productos_derived_trigger
  BEFORE INSERT OR UPDATE OF search_text, nombre, nombres, codigo_familia, codigo_subfamilia ON productos
  FOR EACH ROW EXECUTE FUNCTION productos_derived_update();--> statement-breakpoint
-- A family or subfamily renamed: its products' vectors follow (a rename is rare; a sync that
-- writes the same names again changes nothing, hence the WHEN).
CREATE FUNCTION productos_kind_renamed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'familias' THEN
    UPDATE productos SET search_text = search_text WHERE codigo_familia = NEW.codigo;
  ELSE
    UPDATE productos SET search_text = search_text WHERE codigo_subfamilia = NEW.codigo;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER familias_names_trigger AFTER UPDATE OF nombre, nombres ON familias
  FOR EACH ROW WHEN (OLD.nombre IS DISTINCT FROM NEW.nombre OR OLD.nombres IS DISTINCT FROM NEW.nombres)
  EXECUTE FUNCTION productos_kind_renamed();--> statement-breakpoint
CREATE TRIGGER subfamilias_names_trigger AFTER UPDATE OF nombre, nombres ON subfamilias
  FOR EACH ROW WHEN (OLD.nombre IS DISTINCT FROM NEW.nombre OR OLD.nombres IS DISTINCT FROM NEW.nombres)
  EXECUTE FUNCTION productos_kind_renamed();--> statement-breakpoint
-- Every product's vector written again by the new rule.
UPDATE productos SET search_text = search_text;--> statement-breakpoint
-- Price sort keys (price-sort-keys.ts, from now on the one place of this rule): the net price a
-- result list shows, that of the smallest quantity the product can be ordered in (its lote and
-- minimum), in each tier's list or else the base list (5). Before, the first break's price: a
-- product sold by tens showed its 10-unit price but sorted by its 1-unit price.
WITH ids AS (
  SELECT id, CASE WHEN lote > 0
      THEN ceil(greatest(1, minimum_quantity)::numeric / lote)::int * lote
      ELSE greatest(1, minimum_quantity) END AS qty
  FROM productos),
shown AS (
  SELECT DISTINCT ON (pr.producto_id, pr.id_lista) pr.producto_id, pr.id_lista, pr.precio_neto
  FROM precios pr JOIN ids ON ids.id = pr.producto_id
  ORDER BY pr.producto_id, pr.id_lista, (pr.desde_unidades <= ids.qty) DESC,
    CASE WHEN pr.desde_unidades <= ids.qty THEN -pr.desde_unidades ELSE pr.desde_unidades END),
keys AS (
  SELECT ids.id,
    coalesce(max(b.precio_neto) FILTER (WHERE b.id_lista = 1), max(b.precio_neto) FILTER (WHERE b.id_lista = 5)) AS k1,
    coalesce(max(b.precio_neto) FILTER (WHERE b.id_lista = 2), max(b.precio_neto) FILTER (WHERE b.id_lista = 5)) AS k2,
    max(b.precio_neto) FILTER (WHERE b.id_lista = 5) AS k5,
    coalesce(max(b.precio_neto) FILTER (WHERE b.id_lista = 6), max(b.precio_neto) FILTER (WHERE b.id_lista = 5)) AS k6
  FROM ids LEFT JOIN shown b ON b.producto_id = ids.id
  GROUP BY ids.id)
UPDATE productos p SET precio_orden_1 = keys.k1, precio_orden_2 = keys.k2, precio_orden_5 = keys.k5,
  precio_orden_6 = keys.k6
FROM keys
WHERE p.id = keys.id
  AND (p.precio_orden_1, p.precio_orden_2, p.precio_orden_5, p.precio_orden_6)
    IS DISTINCT FROM (keys.k1, keys.k2, keys.k5, keys.k6);
