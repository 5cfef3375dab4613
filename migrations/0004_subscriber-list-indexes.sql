CREATE INDEX "vip_subscribers_list_by_date_idx" ON "vip_subscribers" USING btree ("is_active","status","language","subscribed_at","id");--> statement-breakpoint
CREATE INDEX "vip_subscribers_list_by_email_idx" ON "vip_subscribers" USING btree ("is_active","status","language",lower("email"));--> statement-breakpoint
CREATE INDEX "vip_subscribers_source_by_date_idx" ON "vip_subscribers" USING btree ("source","is_active","status","language","subscribed_at","id");--> statement-breakpoint
CREATE INDEX "vip_subscribers_source_by_email_idx" ON "vip_subscribers" USING btree ("source","is_active","status","language",lower("email"));--> statement-breakpoint
ALTER TABLE "vip_subscribers" ADD CONSTRAINT "vip_subscribers_language_check" CHECK ("vip_subscribers"."language" in ('es', 'en'));--> statement-breakpoint
ALTER TABLE "vip_subscribers" ADD CONSTRAINT "vip_subscribers_status_check" CHECK ("vip_subscribers"."status" in ('pending', 'confirmed'));