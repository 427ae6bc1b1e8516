-- Security fixes (issue 12, points 5, 7-11).

-- 5. One table for every rate limit. Events get an id, so an attempt counted up front can
-- be released; the text-message counters move over from their own table.
ALTER TABLE private.rate_limit_event ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
INSERT INTO private.rate_limit_event (bucket, key, created_at)
SELECT substring(bucket FROM '^([^:]*:[^:]*):'), substring(bucket FROM '^[^:]*:[^:]*:(.*)$'), at
  FROM private.sms_rate_event
 WHERE bucket ~ '^[^:]*:[^:]*:';
DROP TABLE private.sms_rate_event;
