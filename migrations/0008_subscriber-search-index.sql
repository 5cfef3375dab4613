-- btree_gin lets the trigram index hold the list filters' columns too (docs/decisions/0060-subscriber-list-keyset-paging.md).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "vip_subscribers_search_idx" ON "vip_subscribers" USING gin (lower("email") gin_trgm_ops,"is_active","status","language","source");--> statement-breakpoint
DROP INDEX "vip_subscribers_email_trgm_idx";
