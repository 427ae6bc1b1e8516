-- A dish some meal uses is archived when deleted, not erased: history, ratings, stats and
-- Top Dishes keep it, while the library, pickers and suggestions leave it out.
ALTER TABLE dish ADD COLUMN archived_at timestamptz;
