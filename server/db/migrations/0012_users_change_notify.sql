-- Every server process caches the totals of the users list (counting 100,000 rows per page is
-- the slow part of a search). A write that can change a total (a user added or deleted, or a
-- searched or filtered column changed) tells every process through the cache channel, at
-- commit, whichever code path wrote it. Failed-login counters and the like do not fire it.
CREATE OR REPLACE FUNCTION arcana_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arcana_cache', 'users');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed_notify
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF username, real_name, phone, email, status, dept_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION arcana_users_changed();
