CREATE TABLE "insight_days" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"dimension" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"vip_shown" integer DEFAULT 0 NOT NULL,
	"sign_ups" integer DEFAULT 0 NOT NULL,
	"marketplace_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_days_day_dimension_value_source_campaign_pk" PRIMARY KEY("day","dimension","value","source","campaign")
);
--> statement-breakpoint
CREATE TABLE "insight_events" (
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor" bigint NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"medium" text,
	"campaign" text,
	"device" text NOT NULL,
	"box" text,
	"place" text,
	"detail" text
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insight_events_at_idx" ON "insight_events" USING btree ("at");--> statement-breakpoint
-- The month partitions from last month to two months ahead; the insights job keeps making them ahead.
-- Months and bounds are UTC whatever the server's TimeZone, as the job makes them: adjacent partitions meet exactly.
DO $$
DECLARE
  month date;
BEGIN
  FOR i IN -1..2 LOOP
    month := (date_trunc('month', now() at time zone 'UTC') + make_interval(months => i))::date;
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF insight_events FOR VALUES FROM (%L) TO (%L)',
      'insight_events_' || to_char(month, 'YYYY_MM'), month::text || ' 00:00:00+00', (month + interval '1 month')::date::text || ' 00:00:00+00'
    );
  END LOOP;
END $$;
