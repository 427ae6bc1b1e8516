-- The IANA time zone a family's calendar dates are in (meal dates, weeks, "today",
-- calendar day matching). Set from the browser at family setup; UTC for older families.
ALTER TABLE family ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
