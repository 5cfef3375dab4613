-- A search within one language reads the trigram lists of that language's rows only
-- (docs/decisions/0066-subscriber-search-walks-the-date-index.md).
CREATE INDEX "vip_subscribers_search_es_idx" ON "vip_subscribers" USING gin ("email_search" gin_trgm_ops) WHERE "vip_subscribers"."language" = 'es';--> statement-breakpoint
CREATE INDEX "vip_subscribers_search_en_idx" ON "vip_subscribers" USING gin ("email_search" gin_trgm_ops) WHERE "vip_subscribers"."language" = 'en';
