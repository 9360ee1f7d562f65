-- Trigram index for the users list's "contains" search (users.search_text). pg_trgm ships with
-- PostgreSQL's contrib and with PGlite (loaded in db/open.ts). Where it cannot be created (no
-- contrib, no privilege) the list still works, scanning instead: the migration does not fail.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin (search_text gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): the users search scans without an index', SQLERRM;
END $$;
