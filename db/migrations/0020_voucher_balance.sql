-- Gift vouchers keep a balance: an order takes up to what is left of the code's value, instead of
-- the whole value once. Every code's "spent" is what its redemptions took off so far; bought gift
-- vouchers (those behind a gift card) keep a balance and lose their single use, so a code spent
-- on a smaller order before this migration keeps what was left of it.
ALTER TABLE "vouchers" ADD COLUMN "keeps_balance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "vouchers" SET "spent" = "used"."discount"
FROM (
  SELECT "voucher_id", sum("discount")::int AS "discount"
  FROM "voucher_redemptions" GROUP BY "voucher_id"
) AS "used"
WHERE "used"."voucher_id" = "vouchers"."id";--> statement-breakpoint
UPDATE "vouchers" SET "keeps_balance" = true, "max_uses" = NULL
WHERE "kind" = 'amount'
  AND "id" IN (SELECT "voucher_id" FROM "gift_cards" WHERE "voucher_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_spent_check" CHECK ("vouchers"."spent" >= 0 AND (NOT "vouchers"."keeps_balance" OR "vouchers"."spent" <= "vouchers"."value"));
