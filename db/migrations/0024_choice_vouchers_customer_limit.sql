-- Choice vouchers (/alege, gift_book_choices) issued before they carried their grant's limit per
-- customer get it now: the limit is counted over the grant and all its choice vouchers, and one
-- without it would be the family's way around it.
UPDATE "vouchers" AS "v"
SET "max_uses_per_customer" = "g"."max_uses_per_customer"
FROM "gift_book_choices" AS "c"
JOIN "vouchers" AS "g" ON "g"."id" = "c"."grant_id"
WHERE "v"."id" = "c"."voucher_id"
  AND "v"."max_uses_per_customer" IS NULL
  AND "g"."max_uses_per_customer" IS NOT NULL;
