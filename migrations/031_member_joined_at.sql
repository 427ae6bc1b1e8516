-- When a member joined: the family's founder when the family was made, an invited member
-- when they accepted. Settings → Family says "Joined <month year>" (docs/accounts.md).
-- Members who joined before this column get the later of their row's creation and their
-- account's creation, the closest date the database holds.
ALTER TABLE family_member ADD COLUMN joined_at timestamptz;

UPDATE family_member m
   SET joined_at = GREATEST(m.created_at, a.created_at)
  FROM private.account a
 WHERE a.id = m.user_id
   AND lower(m.status) = 'accepted';
