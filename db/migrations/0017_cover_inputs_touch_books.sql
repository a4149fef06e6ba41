-- A generated cover shows the book's title, its first author, its publisher and its top-level
-- category, and its URL carries a version made from books.updated_at in seconds (immutable
-- caching for a year). Whatever changes one of those inputs moves updated_at by at least a second,
-- so the cover gets a new URL; the book's page shows them too, so its sitemap date moves with
-- them. Stock and sales do not. An update that sets updated_at itself is left as written, and so
-- is a book already written in the same transaction (the seed's, which dates its books).
CREATE FUNCTION touch_book_on_cover_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title IS DISTINCT FROM OLD.title OR NEW.publisher_id IS DISTINCT FROM OLD.publisher_id)
      AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := greatest(now(), OLD.updated_at + interval '1 second');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER books_cover_inputs BEFORE UPDATE OF title, publisher_id ON "books" FOR EACH ROW EXECUTE FUNCTION touch_book_on_cover_change();
--> statement-breakpoint
CREATE FUNCTION touch_books_of_contributor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE books SET updated_at = greatest(now(), updated_at + interval '1 second')
      WHERE id IN (SELECT book_id FROM book_contributors WHERE contributor_id = NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contributors_cover_inputs AFTER UPDATE OF name ON "contributors" FOR EACH ROW EXECUTE FUNCTION touch_books_of_contributor();
--> statement-breakpoint
CREATE FUNCTION touch_books_of_publisher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE books SET updated_at = greatest(now(), updated_at + interval '1 second') WHERE publisher_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER publishers_cover_inputs AFTER UPDATE OF name ON "publishers" FOR EACH ROW EXECUTE FUNCTION touch_books_of_publisher();
--> statement-breakpoint
-- Authors and categories added, removed or moved: the books they belong to, once per statement.
CREATE FUNCTION touch_books_of_new_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE books SET updated_at = greatest(now(), updated_at + interval '1 second')
    WHERE id IN (SELECT book_id FROM new_links) AND xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION touch_books_of_old_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE books SET updated_at = greatest(now(), updated_at + interval '1 second')
    WHERE id IN (SELECT book_id FROM old_links) AND xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION touch_books_of_changed_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE books SET updated_at = greatest(now(), updated_at + interval '1 second')
    WHERE id IN (SELECT book_id FROM new_links UNION SELECT book_id FROM old_links)
      AND xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER book_contributors_added AFTER INSERT ON "book_contributors" REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION touch_books_of_new_links();
--> statement-breakpoint
CREATE TRIGGER book_contributors_removed AFTER DELETE ON "book_contributors" REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION touch_books_of_old_links();
--> statement-breakpoint
CREATE TRIGGER book_contributors_changed AFTER UPDATE ON "book_contributors" REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION touch_books_of_changed_links();
--> statement-breakpoint
CREATE TRIGGER book_categories_added AFTER INSERT ON "book_categories" REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION touch_books_of_new_links();
--> statement-breakpoint
CREATE TRIGGER book_categories_removed AFTER DELETE ON "book_categories" REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION touch_books_of_old_links();
--> statement-breakpoint
CREATE TRIGGER book_categories_changed AFTER UPDATE ON "book_categories" REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION touch_books_of_changed_links();
