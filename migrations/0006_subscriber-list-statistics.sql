-- How often each (source, is_active, status, language) combination occurs, so the planner
-- picks the source indexes for a source filter even when columns go together (an import's
-- source all confirmed, say): without it a filter that matches nobody in one group walked the
-- whole group's index (docs/decisions/0060-subscriber-list-keyset-paging.md).
CREATE STATISTICS IF NOT EXISTS "vip_subscribers_list_groups_stats" (mcv, dependencies) ON "source", "is_active", "status", "language" FROM "vip_subscribers";--> statement-breakpoint
ANALYZE "vip_subscribers";
