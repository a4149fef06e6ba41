-- Returns stored their reason's Romanian label; they store its code from now on, so a reworded
-- label can no longer stop restocking. Labels as worded up to this migration; anything else is
-- "altul" (other).
UPDATE "return_requests" SET "reason" = CASE "reason"
  WHEN 'M-am răzgândit' THEN 'nu-mai-vreau'
  WHEN 'Produsul a ajuns deteriorat' THEN 'deteriorat'
  WHEN 'Am primit alt produs decât cel comandat' THEN 'gresit'
  WHEN 'Defect de tipar sau de legătură' THEN 'defect'
  ELSE 'altul'
END
WHERE "reason" NOT IN ('nu-mai-vreau', 'deteriorat', 'gresit', 'defect', 'altul');--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" IN ('nu-mai-vreau', 'deteriorat', 'gresit', 'defect', 'altul'));