CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "cdocs_holder_trgm_idx";--> statement-breakpoint
CREATE INDEX "cdocs_holder_model_trgm_idx" ON "cdocs" USING gin ("holder_key","model_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cdocs_holder_model_words_idx" ON "cdocs" USING gin ("holder_key",string_to_array("model_search", ' '));