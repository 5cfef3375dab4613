ALTER TABLE "invitations" ADD COLUMN "email" text;--> statement-breakpoint
-- Open invitations made before they named an address were bearer links: they stop working, and admins invite again by e-mail.
DELETE FROM "invitations" WHERE "used_at" IS NULL;
