CREATE TABLE "qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"campaign" text,
	"url" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_codes_created_idx" ON "qr_codes" USING btree ("created_at" DESC NULLS LAST);