CREATE TABLE "risk_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_tables" ADD CONSTRAINT "risk_tables_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;