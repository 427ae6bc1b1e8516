-- Each member's secret calendar-feed address (GET /api/calendar-feed/<secret>.ics). Only
-- SHA-256 of the secret is kept, so a database leak opens no feed; renewing replaces it,
-- revoking deletes it. Never replicated.
CREATE TABLE private.calendar_feed (
  family_user_id text PRIMARY KEY,
  family_id text NOT NULL,
  secret_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (family_user_id, family_id)
    REFERENCES family_member (family_user_id, family_id) ON DELETE CASCADE
);
