CREATE TABLE "manufacturer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"label" text NOT NULL,
	"email" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"product_id" integer,
	"sender_id" integer,
	"to" text NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"mpns" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_hash" text NOT NULL,
	"sealed_secret" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"reminders" smallint DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"reason" text NOT NULL,
	"flagged_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "request_parts" (
	"request_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	CONSTRAINT "request_parts_request_id_part_id_pk" PRIMARY KEY("request_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "manufacturer_contacts" ADD CONSTRAINT "manufacturer_contacts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_requests" ADD CONSTRAINT "manufacturer_requests_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_requests" ADD CONSTRAINT "manufacturer_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_requests" ADD CONSTRAINT "manufacturer_requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_requests" ADD CONSTRAINT "manufacturer_requests_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_flags" ADD CONSTRAINT "material_flags_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_flags" ADD CONSTRAINT "material_flags_flagged_by_users_id_fk" FOREIGN KEY ("flagged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_flags" ADD CONSTRAINT "material_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_parts" ADD CONSTRAINT "request_parts_request_id_manufacturer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."manufacturer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_parts" ADD CONSTRAINT "request_parts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manufacturer_contacts_manufacturer_idx" ON "manufacturer_contacts" USING btree ("manufacturer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturer_requests_token_idx" ON "manufacturer_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "manufacturer_requests_manufacturer_idx" ON "manufacturer_requests" USING btree ("manufacturer_id","id");--> statement-breakpoint
CREATE INDEX "material_flags_material_idx" ON "material_flags" USING btree ("material_id","id");--> statement-breakpoint
CREATE INDEX "request_parts_part_idx" ON "request_parts" USING btree ("part_id");--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_request_id_manufacturer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."manufacturer_requests"("id") ON DELETE set null ON UPDATE no action;