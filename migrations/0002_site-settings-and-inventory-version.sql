CREATE TABLE "inventory_state" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The two single rows the saves compare versions on: never saved yet.
INSERT INTO "inventory_state" ("id", "version") VALUES ('current', 0) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "site_settings" ("id", "settings", "version") VALUES ('current', '{}'::jsonb, 0) ON CONFLICT ("id") DO NOTHING;
