-- API token scopes (docs/data-and-api.md "API tokens"). Tokens made before scopes existed
-- keep what scripts and MCP clients used them for: reading, planning and shopping (not the
-- assistant's chat, which spends the operator's AI budget). No scope reaches members,
-- invitations, calendar feeds, tokens or the family: those need a signed-in member.
ALTER TABLE private.api_token
  ADD COLUMN scopes text[] NOT NULL DEFAULT ARRAY['read', 'plan', 'shop']
    CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'plan', 'shop', 'chat']);
-- New rows name their scopes; one that does not can only read.
ALTER TABLE private.api_token ALTER COLUMN scopes SET DEFAULT ARRAY['read'];
