CREATE TABLE "manufacturer_key_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturer_key_version_one_row" CHECK ("manufacturer_key_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "cdocs_holder_key_idx";--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "manufacturers_key_idx" ON "manufacturers" USING btree ("key");--> statement-breakpoint
CREATE INDEX "cdocs_holder_key_idx" ON "cdocs" USING btree ("holder_key" text_pattern_ops);