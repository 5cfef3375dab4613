-- The trigram indexes take new e-mails into a pending list, merged into the index by the insert
-- that fills it and read whole by every search until then. At PostgreSQL's default 4 MB, the
-- sign-up statement that filled a list merged thousands of rows (up to 162 ms, a rush's
-- p99), and a search after a rush read megabytes of pending entries. At 256 kB each merge is
-- a few hundred rows (docs/decisions/0066-subscriber-search-walks-the-date-index.md).
ALTER INDEX "vip_subscribers_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "vip_subscribers_search_es_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "vip_subscribers_search_en_idx" SET (gin_pending_list_limit = 256);
