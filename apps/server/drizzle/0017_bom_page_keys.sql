-- A page of a product's components (DESIGN.md §10.1) grouped and searched all of the BOM on
-- every read: a window sort of every line for the alternatives and the normalising regex over
-- every text (about 100 ms and 200 ms per 20,000 lines on PGlite). The texts are now stored
-- by the writers, computed in JavaScript with the shared `normalise` (materials/
-- material-keys.ts), and the head of each line's group by the triggers below, so a page is a
-- range of materials_top_idx.
ALTER TABLE "materials" ADD COLUMN "reference_key" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "search_internal_reference" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "search_component_name" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "search_manufacturer" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "search_type" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "main_id" integer;--> statement-breakpoint
-- The lines already stored get the keys from the SQL copies the components page used until
-- now (the characters `normalise` strips and `trim()` removes, taken from JavaScript's own
-- Unicode tables); every later write stores JavaScript's. Dropped once used.
CREATE FUNCTION "bom_normalise_once"(text_value text) RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT regexp_replace(lower(replace(normalize(text_value, NFKC), E'\u0130', E'i\u0307')), '[\u0009-\u000d\u0020-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u00a0-\u00a9\u00ab-\u00ac\u00ae-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u02c2-\u02c5\u02d2-\u02df\u02e5-\u02eb\u02ed\u02ef-\u02ff\u0375\u037e\u0384-\u0385\u0387\u03f6\u0482\u055a-\u055f\u0589-\u058a\u058d-\u058f\u05be\u05c0\u05c3\u05c6\u05f3-\u05f4\u0606-\u060f\u061b\u061d-\u061f\u066a-\u066d\u06d4\u06de\u06e9\u06fd-\u06fe\u0700-\u070d\u07f6-\u07f9\u07fe-\u07ff\u0830-\u083e\u085e\u0888\u0964-\u0965\u0970\u09f2-\u09f3\u09fa-\u09fb\u09fd\u0a76\u0af0-\u0af1\u0b70\u0bf3-\u0bfa\u0c77\u0c7f\u0c84\u0d4f\u0d79\u0df4\u0e3f\u0e4f\u0e5a-\u0e5b\u0f01-\u0f17\u0f1a-\u0f1f\u0f34\u0f36\u0f38\u0f3a-\u0f3d\u0f85\u0fbe-\u0fc5\u0fc7-\u0fcc\u0fce-\u0fda\u104a-\u104f\u109e-\u109f\u10fb\u1360-\u1368\u1390-\u1399\u1400\u166d-\u166e\u1680\u169b-\u169c\u16eb-\u16ed\u1735-\u1736\u17d4-\u17d6\u17d8-\u17db\u1800-\u180a\u1940\u1944-\u1945\u19de-\u19ff\u1a1e-\u1a1f\u1aa0-\u1aa6\u1aa8-\u1aad\u1b4e-\u1b4f\u1b5a-\u1b6a\u1b74-\u1b7f\u1bfc-\u1bff\u1c3b-\u1c3f\u1c7e-\u1c7f\u1cc0-\u1cc7\u1cd3\u1fbd\u1fbf-\u1fc1\u1fcd-\u1fcf\u1fdd-\u1fdf\u1fed-\u1fef\u1ffd-\u1ffe\u2000-\u200a\u2010-\u2029\u202f-\u205f\u207a-\u207e\u208a-\u208e\u20a0-\u20c1\u2100-\u2101\u2103-\u2106\u2108-\u2109\u2114\u2116-\u2118\u211e-\u2123\u2125\u2127\u2129\u212e\u213a-\u213b\u2140-\u2144\u214a-\u214d\u214f\u218a-\u218b\u2190-\u2429\u2440-\u244a\u249c-\u24e9\u2500-\u2775\u2794-\u2b73\u2b76-\u2bff\u2ce5-\u2cea\u2cf9-\u2cfc\u2cfe-\u2cff\u2d70\u2e00-\u2e2e\u2e30-\u2e5d\u2e80-\u2e99\u2e9b-\u2ef3\u2f00-\u2fd5\u2ff0-\u3004\u3008-\u3020\u3030\u3036-\u3037\u303d-\u303f\u309b-\u309c\u30a0\u30fb\u3190-\u3191\u3196-\u319f\u31c0-\u31e5\u31ef\u3200-\u321e\u322a-\u3247\u3250\u3260-\u327f\u328a-\u32b0\u32c0-\u33ff\u4dc0-\u4dff\ua490-\ua4c6\ua4fe-\ua4ff\ua60d-\ua60f\ua673\ua67e\ua6f2-\ua6f7\ua700-\ua716\ua720-\ua721\ua789-\ua78a\ua828-\ua82b\ua836-\ua839\ua874-\ua877\ua8ce-\ua8cf\ua8f8-\ua8fa\ua8fc\ua92e-\ua92f\ua95f\ua9c1-\ua9cd\ua9de-\ua9df\uaa5c-\uaa5f\uaa77-\uaa79\uaade-\uaadf\uaaf0-\uaaf1\uab5b\uab6a-\uab6b\uabeb\ufb29\ufbb2-\ufbd2\ufd3e-\ufd4f\ufd90-\ufd91\ufdc8-\ufdcf\ufdfc-\ufdff\ufe10-\ufe19\ufe30-\ufe52\ufe54-\ufe66\ufe68-\ufe6b\ufeff\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\uffe0-\uffe6\uffe8-\uffee\ufffc-\ufffd\U00010100-\U00010102\U00010137-\U0001013f\U00010179-\U00010189\U0001018c-\U0001018e\U00010190-\U0001019c\U000101a0\U000101d0-\U000101fc\U0001039f\U000103d0\U0001056f\U00010857\U00010877-\U00010878\U0001091f\U0001093f\U00010a50-\U00010a58\U00010a7f\U00010ac8\U00010af0-\U00010af6\U00010b39-\U00010b3f\U00010b99-\U00010b9c\U00010d6e\U00010d8e-\U00010d8f\U00010ead\U00010ed0-\U00010ed8\U00010f55-\U00010f59\U00010f86-\U00010f89\U00011047-\U0001104d\U000110bb-\U000110bc\U000110be-\U000110c1\U00011140-\U00011143\U00011174-\U00011175\U000111c5-\U000111c8\U000111cd\U000111db\U000111dd-\U000111df\U00011238-\U0001123d\U000112a9\U000113d4-\U000113d5\U000113d7-\U000113d8\U0001144b-\U0001144f\U0001145a-\U0001145b\U0001145d\U000114c6\U000115c1-\U000115d7\U00011641-\U00011643\U00011660-\U0001166c\U000116b9\U0001173c-\U0001173f\U0001183b\U00011944-\U00011946\U000119e2\U00011a3f-\U00011a46\U00011a9a-\U00011a9c\U00011a9e-\U00011aa2\U00011b00-\U00011b09\U00011be1\U00011c41-\U00011c45\U00011c70-\U00011c71\U00011ef7-\U00011ef8\U00011f43-\U00011f4f\U00011fd5-\U00011ff1\U00011fff\U00012470-\U00012474\U00012ff1-\U00012ff2\U00016a6e-\U00016a6f\U00016af5\U00016b37-\U00016b3f\U00016b44-\U00016b45\U00016d6d-\U00016d6f\U00016e97-\U00016e9a\U00016fe2\U0001bc9c\U0001bc9f\U0001cc00-\U0001ccef\U0001ccfa-\U0001ccfc\U0001cd00-\U0001ceb3\U0001ceba-\U0001ced0\U0001cee0-\U0001cef0\U0001cf50-\U0001cfc3\U0001d000-\U0001d0f5\U0001d100-\U0001d126\U0001d129-\U0001d164\U0001d16a-\U0001d16c\U0001d183-\U0001d184\U0001d18c-\U0001d1a9\U0001d1ae-\U0001d1ea\U0001d200-\U0001d241\U0001d245\U0001d300-\U0001d356\U0001d6c1\U0001d6db\U0001d6fb\U0001d715\U0001d735\U0001d74f\U0001d76f\U0001d789\U0001d7a9\U0001d7c3\U0001d800-\U0001d9ff\U0001da37-\U0001da3a\U0001da6d-\U0001da74\U0001da76-\U0001da83\U0001da85-\U0001da8b\U0001e14f\U0001e2ff\U0001e5ff\U0001e95e-\U0001e95f\U0001ecac\U0001ecb0\U0001ed2e\U0001eef0-\U0001eef1\U0001f000-\U0001f02b\U0001f030-\U0001f093\U0001f0a0-\U0001f0ae\U0001f0b1-\U0001f0bf\U0001f0c1-\U0001f0cf\U0001f0d1-\U0001f0f5\U0001f10d-\U0001f1ad\U0001f1e6-\U0001f202\U0001f210-\U0001f23b\U0001f240-\U0001f248\U0001f250-\U0001f251\U0001f260-\U0001f265\U0001f300-\U0001f6d8\U0001f6dc-\U0001f6ec\U0001f6f0-\U0001f6fc\U0001f700-\U0001f7d9\U0001f7e0-\U0001f7eb\U0001f7f0\U0001f800-\U0001f80b\U0001f810-\U0001f847\U0001f850-\U0001f859\U0001f860-\U0001f887\U0001f890-\U0001f8ad\U0001f8b0-\U0001f8bb\U0001f8c0-\U0001f8c1\U0001f8d0-\U0001f8d8\U0001f900-\U0001fa57\U0001fa60-\U0001fa6d\U0001fa70-\U0001fa7c\U0001fa80-\U0001fa8a\U0001fa8e-\U0001fac6\U0001fac8\U0001facd-\U0001fadc\U0001fadf-\U0001faea\U0001faef-\U0001faf8\U0001fb00-\U0001fb92\U0001fb94-\U0001fbef\U0001fbfa]+', '', 'g') $$;--> statement-breakpoint
CREATE FUNCTION "bom_reference_key_once"(text_value text) RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT lower(replace(btrim(text_value, E'\u0009\u000a\u000b\u000c\u000d \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'), E'\u0130', E'i\u0307')) $$;--> statement-breakpoint
UPDATE "materials" SET
  "reference_key" = "bom_reference_key_once"("internal_reference"),
  "search_internal_reference" = "bom_normalise_once"("internal_reference"),
  "search_component_name" = "bom_normalise_once"("component_name"),
  "search_manufacturer" = "bom_normalise_once"("manufacturer"),
  "search_type" = "bom_normalise_once"("type");--> statement-breakpoint
DROP FUNCTION "bom_normalise_once"(text);--> statement-breakpoint
DROP FUNCTION "bom_reference_key_once"(text);--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "reference_key" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "search_internal_reference" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "search_component_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "search_manufacturer" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "search_type" DROP DEFAULT;--> statement-breakpoint
-- A group is the lines of a product sharing a non-empty key; its head is the first in BOM
-- order (what the web showed when it folded the whole list, features/materials/utils/
-- alternatives.ts). A line with an empty reference heads itself.
UPDATE "materials" m SET "main_id" = g."main_id"
FROM (
  SELECT "id", CASE WHEN "reference_key" = '' THEN "id"
    ELSE first_value("id") OVER (PARTITION BY "product_id", "reference_key" ORDER BY "position", "id") END AS "main_id"
  FROM "materials"
) g
WHERE m."id" = g."id";--> statement-breakpoint
-- Kept on every write by statement triggers (one run per INSERT, UPDATE or DELETE, however
-- many lines): the groups whose key a statement touched are rebuilt from the table, so a
-- deleted head hands over to the next alternative and a changed reference leaves one group
-- for another. Its own UPDATE fires the update trigger again, and a product's delete
-- cascades into materials from a trigger: pg_trigger_depth() skips both. OR REPLACE: a
-- restore drops the tables (their triggers with them), not the functions, then migrates again.
CREATE OR REPLACE FUNCTION "materials_regroup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product_ids integer[];
  reference_keys text[];
  own_heads integer[];
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.product_id), array_agg(c.reference_key) INTO product_ids, reference_keys
      FROM (SELECT DISTINCT product_id, reference_key FROM new_rows WHERE reference_key <> '') c;
    SELECT array_agg(id) INTO own_heads FROM new_rows WHERE reference_key = '';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.product_id), array_agg(c.reference_key) INTO product_ids, reference_keys
      FROM (SELECT DISTINCT product_id, reference_key FROM old_rows WHERE reference_key <> '') c;
  ELSE
    -- Only lines whose product, key or position changed (not a status or a flag).
    WITH moved AS (
      SELECT o.product_id AS old_product, o.reference_key AS old_key,
        n.id, n.product_id, n.reference_key
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.product_id, o.reference_key, o.position) IS DISTINCT FROM (n.product_id, n.reference_key, n.position)
    )
    SELECT array_agg(c.product_id), array_agg(c.reference_key) INTO product_ids, reference_keys
      FROM (SELECT old_product AS product_id, old_key AS reference_key FROM moved
            UNION SELECT product_id, reference_key FROM moved) c
      WHERE c.reference_key <> '';
    WITH moved AS (
      SELECT n.id, n.reference_key
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.product_id, o.reference_key, o.position) IS DISTINCT FROM (n.product_id, n.reference_key, n.position)
    )
    SELECT array_agg(id) INTO own_heads FROM moved WHERE reference_key = '';
  END IF;
  IF own_heads IS NOT NULL THEN
    UPDATE materials SET main_id = id WHERE id = ANY(own_heads) AND main_id IS DISTINCT FROM id;
  END IF;
  IF product_ids IS NOT NULL THEN
    UPDATE materials m SET main_id = g.main_id
    FROM (
      SELECT x.id, first_value(x.id) OVER (PARTITION BY x.product_id, x.reference_key ORDER BY x.position, x.id) AS main_id
      FROM unnest(product_ids, reference_keys) AS c(product_id, reference_key)
      JOIN materials x ON x.product_id = c.product_id AND x.reference_key = c.reference_key
    ) g
    WHERE m.id = g.id AND m.main_id IS DISTINCT FROM g.main_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "materials_regroup_insert" AFTER INSERT ON "materials"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "materials_regroup"();--> statement-breakpoint
CREATE TRIGGER "materials_regroup_update" AFTER UPDATE ON "materials"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "materials_regroup"();--> statement-breakpoint
CREATE TRIGGER "materials_regroup_delete" AFTER DELETE ON "materials"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "materials_regroup"();--> statement-breakpoint
CREATE INDEX "materials_top_idx" ON "materials" USING btree ("product_id","position","id") WHERE "materials"."main_id" = "materials"."id";--> statement-breakpoint
CREATE INDEX "materials_main_idx" ON "materials" USING btree ("main_id");--> statement-breakpoint
CREATE INDEX "materials_group_idx" ON "materials" USING btree ("product_id","reference_key","position","id");
