-- Assistants that connect to /api/mcp by signing in (docs/security.md "MCP connections"):
-- the OAuth clients they registered, the sign-ins under way, and each member's approved
-- connection with its access and refresh tokens. Only SHA-256 of a token or a code is kept,
-- so a database leak opens nothing; a connection goes with its member or account. Never
-- replicated.

-- Clients registered dynamically (RFC 7591). Clients named by the address of their metadata
-- document are fetched when used and not kept here.
CREATE TABLE private.oauth_client (
  client_id text PRIMARY KEY,
  -- The whole registration as the client got it back (RFC 7591 §3.2.1).
  information jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A sign-in from its authorization request to its code's exchange: what the client asked
-- for, then (once a member approves) who approved what, and the code's hash.
CREATE TABLE private.oauth_request (
  request_id text PRIMARY KEY,
  client_id text NOT NULL,
  client_name text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  state text,
  resource text NOT NULL,
  requested_scopes text[] NOT NULL,
  expires_at timestamptz NOT NULL,
  account_id text REFERENCES private.account (id) ON DELETE CASCADE,
  family_id text,
  family_user_id text,
  granted_scopes text[],
  code_hash bytea UNIQUE,
  -- Set once the code was exchanged: a second exchange ends that connection (RFC 6749 §4.1.2).
  connection_id text,
  FOREIGN KEY (family_user_id, family_id)
    REFERENCES family_member (family_user_id, family_id) ON DELETE CASCADE
);
CREATE INDEX oauth_request_expiry_idx ON private.oauth_request (expires_at);

-- One approved connection of one member's assistant: listed in Settings → Data, revocable.
-- Refresh tokens rotate: each use replaces both tokens.
CREATE TABLE private.oauth_connection (
  connection_id text PRIMARY KEY,
  client_id text NOT NULL,
  client_name text NOT NULL,
  account_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  family_id text NOT NULL,
  family_user_id text NOT NULL,
  scopes text[] NOT NULL
    CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'plan', 'shop', 'chat']),
  resource text NOT NULL,
  access_hash bytea NOT NULL UNIQUE,
  access_expires_at timestamptz NOT NULL,
  refresh_hash bytea NOT NULL UNIQUE,
  refresh_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  FOREIGN KEY (family_user_id, family_id)
    REFERENCES family_member (family_user_id, family_id) ON DELETE CASCADE
);
CREATE INDEX oauth_connection_owner_idx ON private.oauth_connection (account_id, family_id);
