DROP INDEX "lookups_kind_title_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "sealed" text;--> statement-breakpoint
ALTER TABLE "lookups" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "lookups" ADD CONSTRAINT "lookups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lookups_kind_company_title_idx" ON "lookups" USING btree ("kind",coalesce("company_id", 0),lower("title"));--> statement-breakpoint
-- Entries users typed (every lookup after the last seed of 0002) become the company's whose
-- products use them; an entry two companies used is copied, so each keeps its own; one that
-- no product uses has no owner to give it to and goes.
UPDATE "lookups" AS l SET "company_id" = u."company_id"
FROM (
  SELECT pl."lookup_id", min(p."company_id") AS "company_id"
  FROM "product_lookups" pl JOIN "products" p ON p."id" = pl."product_id"
  GROUP BY pl."lookup_id"
) AS u
WHERE u."lookup_id" = l."id"
  AND l."kind" IN ('standard', 'productType')
  AND l."id" > (SELECT coalesce(max("id"), 0) FROM "lookups" WHERE "kind" = 'certificateKind' AND "title" = 'REACH');--> statement-breakpoint
INSERT INTO "lookups" ("kind", "title", "company_id")
SELECT DISTINCT l."kind", l."title", p."company_id"
FROM "product_lookups" pl
JOIN "products" p ON p."id" = pl."product_id"
JOIN "lookups" l ON l."id" = pl."lookup_id"
WHERE l."company_id" IS NOT NULL AND p."company_id" IS NOT NULL AND p."company_id" <> l."company_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "product_lookups" AS pl SET "lookup_id" = c."id"
FROM "products" p, "lookups" l, "lookups" c
WHERE p."id" = pl."product_id" AND l."id" = pl."lookup_id"
  AND l."company_id" IS NOT NULL AND p."company_id" <> l."company_id"
  AND c."kind" = l."kind" AND lower(c."title") = lower(l."title") AND c."company_id" = p."company_id";--> statement-breakpoint
DELETE FROM "lookups" AS l
WHERE l."company_id" IS NULL AND l."kind" IN ('standard', 'productType')
  AND l."id" > (SELECT coalesce(max("id"), 0) FROM "lookups" WHERE "kind" = 'certificateKind' AND "title" = 'REACH')
  AND NOT EXISTS (SELECT 1 FROM "product_lookups" pl WHERE pl."lookup_id" = l."id");
