-- Security fixes (issue 12, points 5, 7-11).

-- 5. One table for every rate limit. Events get an id, so an attempt counted up front can
-- be released; the text-message counters move over from their own table.
ALTER TABLE private.rate_limit_event ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
INSERT INTO private.rate_limit_event (bucket, key, created_at)
SELECT substring(bucket FROM '^([^:]*:[^:]*):'), substring(bucket FROM '^[^:]*:[^:]*:(.*)$'), at
  FROM private.sms_rate_event
 WHERE bucket ~ '^[^:]*:[^:]*:';
DROP TABLE private.sms_rate_event;

-- 8. The account each Zero client group belongs to (first seen); the mutate endpoint
-- refuses pushes for another account's client group.
CREATE TABLE private.zero_client_group (
  client_group_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
