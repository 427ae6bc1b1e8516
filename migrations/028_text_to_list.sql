-- Text to the list (docs/shopping.md, "Text to the list"): the member whose text put an item
-- on the list, shown as 'added by text from Ben'.
ALTER TABLE shopping_item
  ADD COLUMN texted_by text REFERENCES family_member (family_user_id) ON DELETE SET NULL;

-- Inbound texts the server dropped, by reason (bad signature, unknown number, too long,
-- too many): counted here so that every server process adds to one count the operator reads
-- (docs/operations.md).
CREATE TABLE private.sms_inbound_dropped (
  reason text PRIMARY KEY,
  count bigint NOT NULL DEFAULT 0,
  last_at timestamptz NOT NULL DEFAULT now()
);
