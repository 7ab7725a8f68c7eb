ALTER TABLE "declarations" ADD COLUMN "evidence_kind" text DEFAULT 'manufacturer-statement' NOT NULL;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_evidence_kind_check" CHECK (evidence_kind in ('full-material-declaration', 'lab-report', 'manufacturer-statement', 'distributor-document', 'datasheet', 'web-capture'));--> statement-breakpoint
-- Existing declarations take the kind defaultEvidenceKind() (packages/shared rohs/evidence-kind.ts) gives.
UPDATE "declarations" SET "evidence_kind" = CASE
  WHEN "kind" IN ('FMD', 'IPC-1752A') THEN 'full-material-declaration'
  WHEN "kind" = 'Test report' THEN 'lab-report'
  WHEN "kind" = 'Datasheet' THEN 'datasheet'
  WHEN "issuer" IS NOT NULL THEN 'distributor-document'
  ELSE 'manufacturer-statement'
END;
