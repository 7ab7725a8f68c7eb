CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer" text NOT NULL,
	"manufacturer_key" text NOT NULL,
	"mpn" text NOT NULL,
	"mpn_key" text NOT NULL,
	"datasheet_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"cdoc_id" integer NOT NULL,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "materials" DROP CONSTRAINT "materials_status_check";--> statement-breakpoint
ALTER TABLE "material_certificates" DROP CONSTRAINT "material_certificates_material_id_materials_id_fk";
--> statement-breakpoint
ALTER TABLE "temp_certificates" DROP CONSTRAINT "temp_certificates_material_id_materials_id_fk";
--> statement-breakpoint
ALTER TABLE "temp_certificates" ALTER COLUMN "material_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "part_id" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "part_number_source" text DEFAULT 'column' NOT NULL;--> statement-breakpoint
ALTER TABLE "temp_certificates" ADD COLUMN "part_id" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_datasheet_file_id_files_id_fk" FOREIGN KEY ("datasheet_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_certificates" ADD CONSTRAINT "part_certificates_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_certificates" ADD CONSTRAINT "part_certificates_cdoc_id_cdocs_id_fk" FOREIGN KEY ("cdoc_id") REFERENCES "public"."cdocs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_certificates" ADD CONSTRAINT "part_certificates_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parts_identity_idx" ON "parts" USING btree ("manufacturer_key","mpn_key");--> statement-breakpoint
CREATE INDEX "parts_mpn_key_idx" ON "parts" USING btree ("mpn_key");--> statement-breakpoint
CREATE UNIQUE INDEX "part_certificates_part_cdoc_idx" ON "part_certificates" USING btree ("part_id","cdoc_id");--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_certificates" ADD CONSTRAINT "temp_certificates_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materials_part_idx" ON "materials" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "temp_certificates_part_idx" ON "temp_certificates" USING btree ("part_id","match_percent");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status_id" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_part_number_source_check" CHECK ("materials"."part_number_source" in ('column', 'datasheet-url', 'distributor', 'none'));--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_status_check" CHECK ("materials"."material_status_id" in (1, 2, 3, 4));--> statement-breakpoint
-- Data: every material gets a part, keyed for now by its manufacturer and part number
-- compared case- and punctuation-blind; rekeyParts (apps/server/src/modules/parts/rekey-parts.ts,
-- run after the migrations) then applies the alias table and the search normalisation and
-- merges parts whose keys meet.
INSERT INTO "parts" ("manufacturer", "manufacturer_key", "mpn", "mpn_key")
SELECT DISTINCT ON ("mk", "pk") "manufacturer", "mk", "component_name", "pk"
FROM (
  SELECT "id", "manufacturer", "component_name",
    regexp_replace(lower("manufacturer"), '[^[:alnum:]]+', '', 'g') AS "mk",
    regexp_replace(lower("component_name"), '[^[:alnum:]]+', '', 'g') AS "pk"
  FROM "materials"
) AS "keyed"
ORDER BY "mk", "pk", "id";--> statement-breakpoint
UPDATE "materials" AS "m" SET "part_id" = "p"."id"
FROM "parts" AS "p"
WHERE "p"."manufacturer_key" = regexp_replace(lower("m"."manufacturer"), '[^[:alnum:]]+', '', 'g')
  AND "p"."mpn_key" = regexp_replace(lower("m"."component_name"), '[^[:alnum:]]+', '', 'g');--> statement-breakpoint
-- A material's approvals become its part's; the same approval on several materials of one
-- part becomes one (the earliest keeps its approver and date).
INSERT INTO "part_certificates" ("part_id", "cdoc_id", "approved_by", "created_at")
SELECT DISTINCT ON ("m"."part_id", "mc"."cdoc_id") "m"."part_id", "mc"."cdoc_id", "mc"."approved_by", "mc"."created_at"
FROM "material_certificates" AS "mc"
JOIN "materials" AS "m" ON "m"."id" = "mc"."material_id"
ORDER BY "m"."part_id", "mc"."cdoc_id", "mc"."created_at", "mc"."id";--> statement-breakpoint
UPDATE "parts" AS "p" SET "datasheet_file_id" = "m"."datasheet_file_id"
FROM "materials" AS "m" WHERE "m"."part_id" = "p"."id" AND "m"."datasheet_file_id" IS NOT NULL;--> statement-breakpoint
UPDATE "temp_certificates" AS "t" SET "part_id" = "m"."part_id"
FROM "materials" AS "m" WHERE "m"."id" = "t"."material_id";--> statement-breakpoint
-- Candidates: one per part and record (the best match), none for an approved record.
DELETE FROM "temp_certificates" AS "t"
WHERE "t"."part_id" IS NULL
  OR EXISTS (
    SELECT 1 FROM "part_certificates" AS "pc"
    WHERE "pc"."part_id" = "t"."part_id" AND "pc"."cdoc_id" = "t"."cdoc_id"
  )
  OR EXISTS (
    SELECT 1 FROM "temp_certificates" AS "better"
    WHERE "better"."part_id" = "t"."part_id" AND "better"."cdoc_id" = "t"."cdoc_id"
      AND ("better"."match_percent" > "t"."match_percent"
        OR ("better"."match_percent" = "t"."match_percent" AND "better"."id" < "t"."id"))
  );--> statement-breakpoint
CREATE UNIQUE INDEX "temp_certificates_part_cdoc_idx" ON "temp_certificates" USING btree ("part_id","cdoc_id");
