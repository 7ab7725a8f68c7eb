CREATE TABLE "lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "lookups_kind_check" CHECK ("lookups"."kind" in ('standard', 'productType', 'market', 'developmentStatus', 'certificateKind'))
);
--> statement-breakpoint
CREATE TABLE "product_lookups" (
	"product_id" integer NOT NULL,
	"lookup_id" integer NOT NULL,
	CONSTRAINT "product_lookups_product_id_lookup_id_pk" PRIMARY KEY("product_id","lookup_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"manufacturer" text NOT NULL,
	"customer" text NOT NULL,
	"development_status_id" integer,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"owner_id" integer,
	"company_id" integer,
	"is_benchmark" boolean DEFAULT false NOT NULL,
	"is_rohs_available" boolean DEFAULT false NOT NULL,
	"product_approval_date" timestamp with time zone,
	"bom_file_name" text DEFAULT '' NOT NULL,
	"bom_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status_id" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"internal_reference" text NOT NULL,
	"designator" text[] DEFAULT '{}'::text[] NOT NULL,
	"component_name" text NOT NULL,
	"type" text NOT NULL,
	"manufacturer" text NOT NULL,
	"critical" boolean DEFAULT true NOT NULL,
	"quantity" integer,
	"dnp" boolean DEFAULT false NOT NULL,
	"material_status_id" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"required_certificates" text[] DEFAULT '{}'::text[] NOT NULL,
	"datasheet_file_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_status_check" CHECK ("materials"."material_status_id" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "product_lookups" ADD CONSTRAINT "product_lookups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lookups" ADD CONSTRAINT "product_lookups_lookup_id_lookups_id_fk" FOREIGN KEY ("lookup_id") REFERENCES "public"."lookups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_development_status_id_lookups_id_fk" FOREIGN KEY ("development_status_id") REFERENCES "public"."lookups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bom_file_id_files_id_fk" FOREIGN KEY ("bom_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_datasheet_file_id_files_id_fk" FOREIGN KEY ("datasheet_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lookups_kind_title_idx" ON "lookups" USING btree ("kind",lower("title"));--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "products_owner_idx" ON "products" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "materials_product_idx" ON "materials" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "materials_created_by_idx" ON "materials" USING btree ("created_by");