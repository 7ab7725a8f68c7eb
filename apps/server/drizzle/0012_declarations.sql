CREATE TABLE "candidate_list_substances" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"name" text NOT NULL,
	"ec" text,
	"cas" text,
	"date_of_inclusion" date
);
--> statement-breakpoint
CREATE TABLE "candidate_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"entries" integer NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_files" (
	"declaration_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "declaration_files_declaration_id_file_id_pk" PRIMARY KEY("declaration_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"issuer" text,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"series" text[] DEFAULT '{}'::text[] NOT NULL,
	"mpns" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_issue" text,
	"date_collection" date NOT NULL,
	"directives" text[] DEFAULT '{}'::text[] NOT NULL,
	"candidate_list_date" date,
	"candidate_list_entries" integer,
	"exemptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"review_state" text DEFAULT 'in-review' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"verdict" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declarations_kind_check" CHECK (kind in ('RoHS', 'REACH', 'RoHS+REACH', 'FMD', 'IPC-1752A', 'Test report', 'Datasheet', 'Other')),
	CONSTRAINT "declarations_scope_check" CHECK (scope in ('all', 'all-except', 'series', 'mpns')),
	CONSTRAINT "declarations_source_check" CHECK (source in ('staff', 'supplier', 'fetch')),
	CONSTRAINT "declarations_review_state_check" CHECK (review_state in ('in-review', 'approved', 'rejected')),
	CONSTRAINT "declarations_date_issue_check" CHECK ("declarations"."date_issue" ~ '^[0-9]{4}-[0-9]{2}(-[0-9]{2})?$')
);
--> statement-breakpoint
CREATE TABLE "part_declarations" (
	"part_id" integer NOT NULL,
	"declaration_id" integer NOT NULL,
	"specificity" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_declarations_part_id_declaration_id_pk" PRIMARY KEY("part_id","declaration_id"),
	CONSTRAINT "part_declarations_specificity_check" CHECK (specificity in ('mpn', 'series', 'all-except', 'all'))
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "rohs_status" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "rohs_reason" text DEFAULT 'No declaration covers this part' NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "rohs_declaration_id" integer;--> statement-breakpoint
ALTER TABLE "candidate_list_substances" ADD CONSTRAINT "candidate_list_substances_list_id_candidate_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."candidate_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_lists" ADD CONSTRAINT "candidate_lists_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_files" ADD CONSTRAINT "declaration_files_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_files" ADD CONSTRAINT "declaration_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_declarations" ADD CONSTRAINT "part_declarations_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_declarations" ADD CONSTRAINT "part_declarations_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_list_substances_list_idx" ON "candidate_list_substances" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_lists_date_idx" ON "candidate_lists" USING btree ("date");--> statement-breakpoint
CREATE INDEX "declarations_manufacturer_idx" ON "declarations" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "part_declarations_declaration_idx" ON "part_declarations" USING btree ("declaration_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_rohs_available";--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_rohs_status_check" CHECK ("parts"."rohs_status" in (1, 2, 3, 4, 5, 6, 7, 8));