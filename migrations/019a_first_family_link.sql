-- Invitation-only by default (docs/accounts.md): a fresh install has no family and no one
-- to invite anyone, so each start prints a one-time link that lets its opener create the
-- first family. Only the SHA-256 of the link's secret is kept; a link works once, and only
-- while no family exists.
CREATE TABLE private.first_family_link (
  id text PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by text REFERENCES private.account (id) ON DELETE CASCADE
);
