-- Accounts: email verification and password reset tokens, Google sign-in, invitations,
-- access requests, the development mail outbox and rate limits. All private: nothing here
-- is replicated to browsers.

-- Accounts made before email verification existed could not have verified; they keep
-- signing in as before.
UPDATE private.account SET email_verified_at = created_at WHERE email_verified_at IS NULL;

-- Google's stable subject id; an account is linked to at most one Google identity.
ALTER TABLE private.account ADD COLUMN google_sub text;
CREATE UNIQUE INDEX account_google_sub_key ON private.account (google_sub)
  WHERE google_sub IS NOT NULL;

-- Single-use links sent by email. Only SHA-256 of the token is kept.
CREATE TABLE private.email_token (
  token_hash bytea PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  account_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_token_account_idx ON private.email_token (account_id, purpose);

-- An invitation to an existing family (family_id, and the member it was sent for), or,
-- from an approved access request, to start a new family (family_id null; family_name is
-- the requested name). Only SHA-256 of the token is kept.
CREATE TABLE private.invitation (
  id text PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  email text NOT NULL,
  family_id text REFERENCES family (id) ON DELETE CASCADE,
  family_user_id text REFERENCES family_member (family_user_id) ON DELETE CASCADE,
  family_name text NOT NULL,
  invited_by text REFERENCES private.account (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by text REFERENCES private.account (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((family_id IS NULL) = (family_user_id IS NULL))
);
CREATE INDEX invitation_accepted_by_idx ON private.invitation (accepted_by);

-- Requests from /request-access, waiting for the operator (or approved at once).
CREATE TABLE private.access_request (
  id text PRIMARY KEY,
  email text NOT NULL,
  family_name text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied')),
  requested_from text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX access_request_pending_email_key ON private.access_request (lower(email))
  WHERE status = 'pending';

-- With no SMTP server configured, email is written here for a developer to read.
CREATE TABLE private.email_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_to_idx ON private.email_outbox (lower(to_address), id);

-- Sliding-window rate limits (failed sign-ins, emails sent): one row per counted event.
CREATE TABLE private.rate_limit_event (
  bucket text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_event_idx ON private.rate_limit_event (bucket, key, created_at);
