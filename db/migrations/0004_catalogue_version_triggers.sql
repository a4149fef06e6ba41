-- Covers, series and renamed slugs are catalogue data too: the in-memory index keeps each book's
-- first cover, and product pages show the series and follow old slugs, all cached until the
-- catalogue version moves.
CREATE TRIGGER book_images_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_images" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER series_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER slug_redirects_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slug_redirects" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
