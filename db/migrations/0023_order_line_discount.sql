-- Each order line's share of the order's voucher discount, recorded when the order is placed (the
-- lines the voucher covered only), so that a returned copy is refunded at what it cost. Lines of
-- earlier orders keep it null: which lines their voucher covered (campaign prices, the code's
-- books and categories as they were then) cannot be known now, so their returns go on spreading
-- the order's discount over all its lines.
ALTER TABLE "order_lines" ADD COLUMN "discount" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_check" CHECK ("order_lines"."discount" >= 0);
