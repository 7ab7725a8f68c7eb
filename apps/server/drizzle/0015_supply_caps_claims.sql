ALTER TABLE "manufacturers" ADD COLUMN "from_bom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturer_requests" ADD COLUMN "uploaded_files" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturer_requests" ADD COLUMN "uploaded_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturer_requests" ADD COLUMN "digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "claimed_models" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "sender_notified_at" timestamp with time zone;--> statement-breakpoint
-- Uploads before this migration were mailed one by one already: the digest has nothing to send for them.
UPDATE "declarations" SET "sender_notified_at" = "created_at" WHERE "request_id" IS NOT NULL;--> statement-breakpoint
-- A link's life totals start from what it took so far.
UPDATE "manufacturer_requests" r SET
  "uploaded_files" = t.files,
  "uploaded_bytes" = t.bytes
FROM (
  SELECT d.request_id, count(*)::int AS files, coalesce(sum(f.size), 0)::bigint AS bytes
  FROM "declarations" d
  JOIN "declaration_files" df ON df.declaration_id = d.id
  JOIN "files" f ON f.id = df.file_id
  WHERE d.request_id IS NOT NULL
  GROUP BY d.request_id
) t
WHERE t.request_id = r.id;--> statement-breakpoint
-- Makers known only from a BOM: a part of theirs, no certificate, not added or used by staff.
UPDATE "manufacturers" m SET "from_bom" = true
WHERE EXISTS (SELECT 1 FROM "parts" p WHERE p.manufacturer_key = m.key)
  AND NOT EXISTS (SELECT 1 FROM "cdocs" c WHERE c.holder_key = m.key)
  AND NOT EXISTS (SELECT 1 FROM "declarations" d WHERE d.manufacturer_id = m.id AND d.source <> 'supplier')
  AND NOT EXISTS (SELECT 1 FROM "manufacturer_contacts" mc WHERE mc.manufacturer_id = m.id)
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a.action = 'manufacturer.create' AND a.target_id = m.id::text
  );
