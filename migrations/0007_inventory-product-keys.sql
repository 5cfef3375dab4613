ALTER TABLE "inventory_products" RENAME COLUMN "asin" TO "key";--> statement-breakpoint
-- Hand-written: the first migration keyed the boxes by invented ASINs; each box is now known by
-- its key (shared/site-facts.ts) and its real ASIN is a site setting. Quantities stay.
UPDATE "inventory_products" SET "key" = CASE "key"
	WHEN 'B0CHPARTY1' THEN 'partyMix'
	WHEN 'B0CHCANDY2' THEN 'candyMix'
	WHEN 'B0CHSPICY3' THEN 'spicyMix'
	WHEN 'B0CHCHOCO4' THEN 'chocoBox'
	ELSE "key" END;--> statement-breakpoint
-- Hand-written: inventory entries of the activity log named each product with its invented ASIN
-- ("PARTY MIX (B0CHPARTY1)"); they now name the product alone, as new entries do.
UPDATE "audit_log" SET "details" = replace(replace(replace(replace("details"::text,
	' (B0CHPARTY1)', ''), ' (B0CHCANDY2)', ''), ' (B0CHSPICY3)', ''), ' (B0CHCHOCO4)', '')::jsonb
	WHERE "action" = 'inventory.update';--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_key_check" CHECK ("inventory_products"."key" in ('partyMix', 'candyMix', 'spicyMix', 'chocoBox'));
