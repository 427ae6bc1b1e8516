-- Families on shards (docs/shards.md): each shard is one zero-cache that replicates only
-- its own families' rows, through its own publication with a row filter on `shard`.
--
-- Every replicated table carries its family's shard in a `shard` column, filled on insert
-- from the family (a trigger), so that a publication can filter on it (a row filter may
-- name only the row's own columns). Moving a family is one UPDATE of that column in every
-- table: Postgres then sends the old shard a DELETE and the new one an INSERT of each row.
-- For that Postgres must log the old value of the column with every UPDATE and DELETE, so
-- the tables' replica identity is FULL (a row filter's columns must be in the replica
-- identity; zero-cache keys FULL tables by the schema's primary key).

CREATE TABLE private.zero_shard (
  num smallint PRIMARY KEY CHECK (num BETWEEN 0 AND 999),
  -- A draining shard keeps its families but is given no new one.
  draining boolean NOT NULL DEFAULT false,
  -- Where its zero-cache answers the app servers, when not given by ZERO_CACHE_URLS.
  url text,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO private.zero_shard (num) VALUES (0);

-- The replicated tables, in one list that adding a shard and adding a table both use.
CREATE TABLE private.synced_table (name text PRIMARY KEY);

-- Shard 0 keeps the publication it always had, so a single-shard install is not resynced.
CREATE FUNCTION private.shard_publication(num smallint) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN num = 0 THEN 'zero_data' ELSE 'zero_data_' || num END
$$;

ALTER TABLE family ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE family ADD COLUMN moving_to smallint;

-- A new family goes to the shard with the fewest families among those not draining.
CREATE FUNCTION private.family_choose_shard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.num INTO NEW.shard
    FROM private.zero_shard s
    LEFT JOIN family f ON f.shard = s.num
   WHERE NOT s.draining
   GROUP BY s.num
   ORDER BY count(f.id), s.num
   LIMIT 1;
  NEW.shard := coalesce(NEW.shard, 0);
  RETURN NEW;
END;
$$;
CREATE TRIGGER family_choose_shard BEFORE INSERT ON family
  FOR EACH ROW EXECUTE FUNCTION private.family_choose_shard();
CREATE INDEX family_shard_idx ON family (shard);

-- A row takes its family's shard. KEY SHARE (what the foreign key's check takes anyway)
-- makes an insert wait for a move of its family in progress, and then read the new shard.
CREATE FUNCTION private.row_takes_family_shard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT f.shard INTO NEW.shard FROM family f WHERE f.id = NEW.family_id FOR KEY SHARE;
  NEW.shard := coalesce(NEW.shard, 0);
  RETURN NEW;
END;
$$;

-- Makes a table replicated on every shard: its shard column and trigger, its replica
-- identity, and a filtered place in every shard's publication. A migration that adds a
-- replicated table calls this, and only this (tests/integration/shards-publications.test.ts).
CREATE FUNCTION private.add_synced_table(tbl text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  s smallint;
BEGIN
  IF tbl <> 'family' THEN
    EXECUTE format('ALTER TABLE %I ADD COLUMN IF NOT EXISTS shard smallint NOT NULL DEFAULT 0', tbl);
    EXECUTE format('UPDATE %I t SET shard = f.shard FROM family f WHERE f.id = t.family_id AND t.shard <> f.shard', tbl);
    EXECUTE format('DROP TRIGGER IF EXISTS row_takes_family_shard ON %I', tbl);
    EXECUTE format('CREATE TRIGGER row_takes_family_shard BEFORE INSERT ON %I
      FOR EACH ROW EXECUTE FUNCTION private.row_takes_family_shard()', tbl);
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I (family_id)', tbl || '_family_idx', tbl);
  END IF;
  EXECUTE format('ALTER TABLE %I REPLICA IDENTITY FULL', tbl);
  INSERT INTO private.synced_table (name) VALUES (tbl) ON CONFLICT DO NOTHING;
  FOR s IN SELECT num FROM private.zero_shard LOOP
    IF EXISTS (SELECT 1 FROM pg_publication_tables
                WHERE pubname = private.shard_publication(s) AND tablename = tbl) THEN
      EXECUTE format('ALTER PUBLICATION %I DROP TABLE %I', private.shard_publication(s), tbl);
    END IF;
    EXECUTE format('ALTER PUBLICATION %I ADD TABLE %I WHERE (shard = %s)',
                   private.shard_publication(s), tbl, s);
  END LOOP;
END;
$$;

-- Adds a shard: its row and its publication over every replicated table. Its zero-cache
-- is started with ZERO_SHARD_NUM and ZERO_APP_PUBLICATIONS to match (docs/shards.md).
CREATE FUNCTION private.add_zero_shard(num smallint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  tbl text;
  pub text := private.shard_publication(num);
BEGIN
  INSERT INTO private.zero_shard (num) VALUES (num) ON CONFLICT DO NOTHING;
  IF NOT EXISTS (SELECT 1 FROM pg_publication WHERE pubname = pub) THEN
    EXECUTE format('CREATE PUBLICATION %I', pub);
  END IF;
  FOR tbl IN SELECT name FROM private.synced_table ORDER BY name LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_publication_tables WHERE pubname = pub AND tablename = tbl) THEN
      EXECUTE format('ALTER PUBLICATION %I ADD TABLE %I WHERE (shard = %s)', pub, tbl, num);
    END IF;
  END LOOP;
END;
$$;

-- Every table already in shard 0's publication becomes a filtered, sharded one.
SELECT private.add_synced_table(tablename::text)
  FROM pg_publication_tables WHERE pubname = 'zero_data' ORDER BY tablename;

-- Tells every app server that a family is moving or has moved (server/shards/).
CREATE FUNCTION private.notify_family_shard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('family_shard', NEW.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER family_shard_changed
  AFTER UPDATE OF shard, moving_to ON family
  FOR EACH ROW EXECUTE FUNCTION private.notify_family_shard();
