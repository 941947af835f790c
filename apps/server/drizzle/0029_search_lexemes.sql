CREATE TABLE "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_lexemes_pattern_idx" ON "search_lexemes" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
-- Every word of the products' search vectors, for a prefix typed in a search to be looked up as the
-- whole words it begins (product-search-query.ts): the full-text index finds a whole word among
-- many in a fraction of what a prefix costs it. Added per statement, from the rows it wrote; an
-- update adds only the words of vectors it changed.
CREATE FUNCTION productos_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexemes (lexeme)
      SELECT DISTINCT w FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) w
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_lexemes (lexeme)
      SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id,
        unnest(tsvector_to_array(n.search_vector)) w
      WHERE n.search_vector IS DISTINCT FROM o.search_vector
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER productos_search_lexemes_insert AFTER INSERT ON productos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION productos_search_lexemes();--> statement-breakpoint
CREATE TRIGGER productos_search_lexemes_update AFTER UPDATE ON productos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION productos_search_lexemes();--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT w FROM productos p, unnest(tsvector_to_array(p.search_vector)) w
  ON CONFLICT DO NOTHING;
