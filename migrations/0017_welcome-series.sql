CREATE TABLE "welcome_deliveries" (
	"subscriber_id" integer NOT NULL,
	"step_id" uuid NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welcome_deliveries_subscriber_id_step_id_pk" PRIMARY KEY("subscriber_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "welcome_series" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_at" timestamp with time zone,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welcome_series_one_row" CHECK ("welcome_series"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "welcome_deliveries" ADD CONSTRAINT "welcome_deliveries_subscriber_id_vip_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."vip_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_series" ADD CONSTRAINT "welcome_series_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "welcome_deliveries_step_idx" ON "welcome_deliveries" USING btree ("step_id","state");--> statement-breakpoint
CREATE INDEX "vip_subscribers_confirmed_at_idx" ON "vip_subscribers" USING btree ("confirmed_at") WHERE "vip_subscribers"."confirmed_at" is not null;