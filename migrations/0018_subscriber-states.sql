CREATE TABLE "subscriber_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscriber_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"campaign_id" integer,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_subscribers" ADD COLUMN "suppression" text;--> statement-breakpoint
ALTER TABLE "vip_subscribers" ADD COLUMN "state_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_subscribers" ADD COLUMN "state_reason" text;--> statement-breakpoint
-- hand-written: every row's state from what the table already says (decision 0075), before the
-- new indexes and the check. Inactive and bounced: bounced, with the server's words. Inactive and
-- named by a staff deactivation in the activity log: paused. Any other inactive row is taken as
-- having left by its own link (bulk deactivations name no address): suppressed, the safe side.
UPDATE "vip_subscribers" s SET
  "suppression" = CASE
    WHEN s."is_active" THEN NULL
    WHEN s."bounced_at" IS NOT NULL THEN 'bounced'
    WHEN EXISTS (SELECT 1 FROM "audit_log" a WHERE a."action" = 'subscribers.deactivate' AND a."target" = s."email") THEN NULL
    ELSE 'unsubscribed' END,
  "state_at" = CASE
    WHEN s."is_active" AND s."status" = 'confirmed' THEN coalesce(s."confirmed_at", s."subscribed_at")
    WHEN s."is_active" THEN s."subscribed_at"
    WHEN s."bounced_at" IS NOT NULL THEN s."bounced_at"
    ELSE coalesce(s."unsubscribed_at", s."updated_at", s."subscribed_at") END,
  "state_reason" = CASE WHEN NOT s."is_active" AND s."bounced_at" IS NOT NULL THEN s."bounce_reason" END;--> statement-breakpoint
ALTER TABLE "subscriber_events" ADD CONSTRAINT "subscriber_events_subscriber_id_vip_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."vip_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_events" ADD CONSTRAINT "subscriber_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriber_events_subscriber_idx" ON "subscriber_events" USING btree ("subscriber_id","at");--> statement-breakpoint
CREATE INDEX "subscriber_events_campaign_idx" ON "subscriber_events" USING btree ("campaign_id","kind") WHERE "subscriber_events"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "vip_subscribers_suppressed_by_date_idx" ON "vip_subscribers" USING btree ("suppression","status","language","subscribed_at","id") WHERE "vip_subscribers"."suppression" is not null;--> statement-breakpoint
CREATE INDEX "vip_subscribers_suppressed_by_email_idx" ON "vip_subscribers" USING btree ("suppression","status","language",lower("email")) WHERE "vip_subscribers"."suppression" is not null;--> statement-breakpoint
CREATE INDEX "vip_subscribers_paused_by_date_idx" ON "vip_subscribers" USING btree ("status","language","subscribed_at","id") WHERE not "vip_subscribers"."is_active" and "vip_subscribers"."suppression" is null;--> statement-breakpoint
CREATE INDEX "vip_subscribers_paused_by_email_idx" ON "vip_subscribers" USING btree ("status","language",lower("email")) WHERE not "vip_subscribers"."is_active" and "vip_subscribers"."suppression" is null;--> statement-breakpoint
ALTER TABLE "vip_subscribers" ADD CONSTRAINT "vip_subscribers_suppression_check" CHECK ("vip_subscribers"."suppression" is null or ("vip_subscribers"."suppression" in ('unsubscribed', 'bounced', 'complained') and not "vip_subscribers"."is_active"));