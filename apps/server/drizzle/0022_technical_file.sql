CREATE TABLE "installation_keys" (
	"use" text PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technical_file_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"number" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"complete" integer NOT NULL,
	"total" integer NOT NULL,
	"pack_file_id" text NOT NULL,
	"pack_sha256" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technical_file_revisions_number" UNIQUE("product_id","number")
);
--> statement-breakpoint
ALTER TABLE "technical_file_revisions" ADD CONSTRAINT "technical_file_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_file_revisions" ADD CONSTRAINT "technical_file_revisions_pack_file_id_files_id_fk" FOREIGN KEY ("pack_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_file_revisions" ADD CONSTRAINT "technical_file_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;