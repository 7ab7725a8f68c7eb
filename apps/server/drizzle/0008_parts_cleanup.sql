ALTER TABLE "material_certificates" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "material_certificates" CASCADE;--> statement-breakpoint
ALTER TABLE "materials" DROP CONSTRAINT "materials_datasheet_file_id_files_id_fk";
--> statement-breakpoint
DROP INDEX "temp_certificates_material_cdoc_idx";--> statement-breakpoint
DROP INDEX "temp_certificates_material_idx";--> statement-breakpoint
ALTER TABLE "temp_certificates" ALTER COLUMN "part_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" DROP COLUMN "datasheet_file_id";--> statement-breakpoint
ALTER TABLE "temp_certificates" DROP COLUMN "material_id";