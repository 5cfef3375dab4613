-- The e-mail lower-cased, stored, for the staff search (docs/decisions/0066-subscriber-search-walks-the-date-index.md):
-- the trigram index moves to it, and the date index carries it with the filters' columns, so a
-- search walking the newest rows reads the index alone and calls no lower() per row.
DROP INDEX "vip_subscribers_search_idx";--> statement-breakpoint
ALTER TABLE "vip_subscribers" ADD COLUMN "email_search" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
CREATE INDEX "vip_subscribers_search_idx" ON "vip_subscribers" USING gin ("email_search" gin_trgm_ops,"is_active","status","language","source");--> statement-breakpoint
-- drizzle cannot declare INCLUDE: schema.ts keeps the index's keys, this statement its included columns.
DROP INDEX "vip_subscribers_subscribed_at_idx";--> statement-breakpoint
CREATE INDEX "vip_subscribers_subscribed_at_idx" ON "vip_subscribers" USING btree ("subscribed_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("email_search","is_active","status","language","source");--> statement-breakpoint
-- The planner's estimate of a search (walk the dates or ask the trigram index) reads the new column's statistics.
ANALYZE "vip_subscribers";
