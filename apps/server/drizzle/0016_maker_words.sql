-- Each word of a record's models keyed with its maker: 'mfr5 m5000998'. Search database's
-- prefix branch asks for these keys directly instead of intersecting a big maker's posting
-- list with the words' (search-material.ts). The brand fallback, whose makers are a key
-- range, keeps cdocs_holder_model_words_idx. OR REPLACE: a restore drops the tables, not
-- the functions, then runs the migrations again (backup/restore-backup.ts).
CREATE OR REPLACE FUNCTION cdoc_maker_words(holder_key text, model_search text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(SELECT holder_key || ' ' || w FROM unnest(string_to_array(model_search, ' ')) AS w) $$;--> statement-breakpoint
CREATE INDEX "cdocs_maker_words_idx" ON "cdocs" USING gin (cdoc_maker_words("holder_key", "model_search"));
