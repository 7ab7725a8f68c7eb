ALTER TABLE "products" ADD COLUMN "certificate_expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "certificate_expired" boolean DEFAULT false NOT NULL;