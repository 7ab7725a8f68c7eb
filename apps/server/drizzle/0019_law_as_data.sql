CREATE TABLE "exemption_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"source" text NOT NULL,
	"exemptions" jsonb NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eee_category" smallint DEFAULT 11 NOT NULL;--> statement-breakpoint
ALTER TABLE "exemption_tables" ADD CONSTRAINT "exemption_tables_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exemption_tables_date_idx" ON "exemption_tables" USING btree ("date");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_eee_category_check" CHECK ("products"."eee_category" between 1 and 11);