CREATE TABLE "material_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "datasheet_url" text;--> statement-breakpoint
ALTER TABLE "material_comments" ADD CONSTRAINT "material_comments_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_comments" ADD CONSTRAINT "material_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_comments_material_idx" ON "material_comments" USING btree ("material_id","id");