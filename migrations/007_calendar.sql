-- Google Calendar. Each member connects their own Google account; the tokens, sync state
-- and Google's identifiers stay in the private schema (never replicated). The family's
-- planning reads the stored events, which carry only what a day card shows.

CREATE TABLE calendar_event (
  id text PRIMARY KEY,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  -- The member whose connected calendar the event came from.
  family_user_id text NOT NULL REFERENCES family_member (family_user_id) ON DELETE CASCADE,
  summary text NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL CHECK (end_time >= start_time),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calendar_event_family_idx ON calendar_event (family_id, start_time);

ALTER PUBLICATION zero_data ADD TABLE calendar_event;

-- One row per account that ever connected. Tokens are AES-256-GCM ciphertexts (key from
-- CALENDAR_TOKEN_KEY); NULL tokens mean not connected. selected_calendars outlives a
-- disconnect so that reconnecting keeps the member's choice.
CREATE TABLE private.calendar_connection (
  account_id text PRIMARY KEY REFERENCES private.account (id) ON DELETE CASCADE,
  refresh_token text,
  access_token text,
  access_token_expires_at timestamptz,
  selected_calendars jsonb CHECK (jsonb_typeof(selected_calendars) = 'array'),
  connected_at timestamptz,
  last_sync timestamptz,
  -- Set when Google refused the refresh token (access revoked); cleared on reconnect.
  revoked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The PKCE verifier of an authorization in progress, single use, for a few minutes.
CREATE TABLE private.calendar_authorization (
  state text PRIMARY KEY,
  account_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Google's sync token per calendar, valid for the planning window it was started for.
CREATE TABLE private.calendar_sync_state (
  account_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  calendar_id text NOT NULL,
  window_start text NOT NULL,
  sync_token text,
  PRIMARY KEY (account_id, calendar_id)
);

-- Which Google event each stored event is, so that changes and cancellations find it.
CREATE TABLE private.calendar_event_source (
  account_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  calendar_id text NOT NULL,
  google_event_id text NOT NULL,
  event_id text NOT NULL UNIQUE REFERENCES calendar_event (id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, calendar_id, google_event_id)
);

-- An event goes with its source, also when an account is deleted and its rows cascade.
CREATE FUNCTION private.drop_sourced_calendar_event() RETURNS trigger AS $$
BEGIN
  DELETE FROM calendar_event WHERE id = OLD.event_id;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER calendar_event_source_dropped
AFTER DELETE ON private.calendar_event_source
FOR EACH ROW EXECUTE FUNCTION private.drop_sourced_calendar_event();
