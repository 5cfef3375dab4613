CREATE TABLE "campaign_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"subscriber_id" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"reason" text,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"audience_languages" text[] NOT NULL,
	"audience_sources" text[],
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"origin" text,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipients" integer,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"in_doubt" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_subscribers" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vip_subscribers" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_subscriber_id_vip_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."vip_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_deliveries_recipient_idx" ON "campaign_deliveries" USING btree ("campaign_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "campaign_deliveries_open_idx" ON "campaign_deliveries" USING btree ("campaign_id","id") WHERE "campaign_deliveries"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "campaign_deliveries_subscriber_idx" ON "campaign_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vip_subscribers_campaign_audience_idx" ON "vip_subscribers" USING btree ("language","source") WHERE "vip_subscribers"."is_active" and "vip_subscribers"."status" = 'confirmed' and "vip_subscribers"."accepts_emails";