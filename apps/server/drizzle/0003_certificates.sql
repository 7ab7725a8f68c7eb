CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "cdocs" (
	"id" serial PRIMARY KEY NOT NULL,
	"certifying_body" text NOT NULL,
	"ref_number" text NOT NULL,
	"document_no" text,
	"holder" text NOT NULL,
	"holder_key" text NOT NULL,
	"models" text[] DEFAULT '{}'::text[] NOT NULL,
	"model_search" text DEFAULT '' NOT NULL,
	"raw_version" text,
	"standard" text,
	"issue_date" date,
	"expiry_date" date,
	"is_valid" boolean DEFAULT true NOT NULL,
	"why_valid" text,
	"document_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_name" text NOT NULL,
	"pdf_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"cdoc_id" integer NOT NULL,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_search_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"kind" text NOT NULL,
	"model" text NOT NULL,
	"manufacture" text NOT NULL,
	"is_running" boolean DEFAULT true NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "temp_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"cdoc_id" integer NOT NULL,
	"service_name" text NOT NULL,
	"match_percent" smallint NOT NULL,
	"ai_score_data" jsonb NOT NULL,
	"raw_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cdocs" ADD CONSTRAINT "cdocs_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_certificates" ADD CONSTRAINT "material_certificates_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_certificates" ADD CONSTRAINT "material_certificates_cdoc_id_cdocs_id_fk" FOREIGN KEY ("cdoc_id") REFERENCES "public"."cdocs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_certificates" ADD CONSTRAINT "material_certificates_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_search_runs" ADD CONSTRAINT "material_search_runs_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_search_runs" ADD CONSTRAINT "material_search_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_certificates" ADD CONSTRAINT "temp_certificates_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_certificates" ADD CONSTRAINT "temp_certificates_cdoc_id_cdocs_id_fk" FOREIGN KEY ("cdoc_id") REFERENCES "public"."cdocs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cdocs_body_ref_idx" ON "cdocs" USING btree (lower("certifying_body"),lower("ref_number"));--> statement-breakpoint
CREATE INDEX "cdocs_holder_key_idx" ON "cdocs" USING btree ("holder_key");--> statement-breakpoint
CREATE INDEX "cdocs_holder_trgm_idx" ON "cdocs" USING gin ("holder_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cdocs_model_trgm_idx" ON "cdocs" USING gin ("model_search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "material_certificates_material_cdoc_idx" ON "material_certificates" USING btree ("material_id","cdoc_id");--> statement-breakpoint
CREATE INDEX "material_search_runs_material_idx" ON "material_search_runs" USING btree ("material_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "temp_certificates_material_cdoc_idx" ON "temp_certificates" USING btree ("material_id","cdoc_id");--> statement-breakpoint
CREATE INDEX "temp_certificates_material_idx" ON "temp_certificates" USING btree ("material_id","match_percent");