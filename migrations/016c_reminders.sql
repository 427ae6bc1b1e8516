-- Prep reminders and the weekly nudge. A dish's prep note is what the evening-before
-- reminder says ("thaw the chicken"); make-ahead dishes without one get a default.
ALTER TABLE dish ADD COLUMN prep_note text;

-- Each member's choices (Settings → Notifications); no row means everything off.
CREATE TABLE private.notification_preference (
  family_user_id text PRIMARY KEY REFERENCES family_member (family_user_id) ON DELETE CASCADE,
  prep_reminders boolean NOT NULL DEFAULT false,
  -- The hour (0–23, family time zone) of the evening before when reminders go out.
  reminder_hour smallint NOT NULL DEFAULT 18 CHECK (reminder_hour BETWEEN 0 AND 23),
  weekly_nudge boolean NOT NULL DEFAULT false
);

-- The family's day for the weekly nudge (0 = Sunday … 6 = Saturday), sent at 10:00.
CREATE TABLE private.family_nudge_day (
  family_id text PRIMARY KEY REFERENCES family (id) ON DELETE CASCADE,
  weekday smallint NOT NULL DEFAULT 0 CHECK (weekday BETWEEN 0 AND 6)
);

-- Every reminder and nudge sent, by its key (meal + date + member, or family week +
-- member): the send happens inside the transaction that inserts the key, so a second
-- worker, a retry or a restart finds it and sends nothing.
CREATE TABLE private.notification_sent (
  key text PRIMARY KEY,
  sent_at timestamptz NOT NULL DEFAULT now()
);
