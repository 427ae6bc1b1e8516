-- Personal API tokens (Settings → Data): a member's named credentials for scripts and MCP
-- clients. Only SHA-256 of the secret is kept, so a database leak opens nothing; the row
-- goes with the member or the account. Never replicated.
CREATE TABLE private.api_token (
  token_id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  family_id text NOT NULL,
  family_user_id text NOT NULL,
  name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 80),
  secret_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  FOREIGN KEY (family_user_id, family_id)
    REFERENCES family_member (family_user_id, family_id) ON DELETE CASCADE
);
CREATE INDEX api_token_owner_idx ON private.api_token (account_id, family_id);
