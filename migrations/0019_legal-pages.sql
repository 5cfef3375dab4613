CREATE TABLE "legal_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"markdown_es" text NOT NULL,
	"markdown_en" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;