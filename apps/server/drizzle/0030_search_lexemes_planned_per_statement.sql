-- The catalogue's words (0029), their update statement planned for each statement's rows. As a
-- plain statement, PL/pgSQL planned it once per connection, for the transition tables of the first
-- update it saw: after a one-row update the join of old and new rows became a nested loop, and a
-- synchronisation page of stock or price rows compared every pair of its rows. EXECUTE plans it afresh,
-- with the tables' real sizes.
CREATE OR REPLACE FUNCTION productos_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexemes (lexeme)
      SELECT DISTINCT w FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) w
      ON CONFLICT DO NOTHING;
  ELSE
    EXECUTE 'INSERT INTO search_lexemes (lexeme)
      SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id,
        unnest(tsvector_to_array(n.search_vector)) w
      WHERE n.search_vector IS DISTINCT FROM o.search_vector
      ON CONFLICT DO NOTHING';
  END IF;
  RETURN NULL;
END $$;
