-- Security rules (docs/security.md).

-- 5. One table for every rate limit. Events get an id, so an attempt counted up front can
-- be released; the text-message counters move over from their own table.
ALTER TABLE private.rate_limit_event ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
INSERT INTO private.rate_limit_event (bucket, key, created_at)
SELECT substring(bucket FROM '^([^:]*:[^:]*):'), substring(bucket FROM '^[^:]*:[^:]*:(.*)$'), at
  FROM private.sms_rate_event
 WHERE bucket ~ '^[^:]*:[^:]*:';
DROP TABLE private.sms_rate_event;

-- 8. The account each Zero client group belongs to (first seen); the mutate endpoint
-- refuses pushes for another account's client group.
CREATE TABLE private.zero_client_group (
  client_group_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- 9. Ids a refresh derives for a family's items hash a secret of the family, so that no
-- other family can work them out and take them first (domain/shopping/meal-item-id.ts).
CREATE TABLE private.family_secret (
  family_id text PRIMARY KEY REFERENCES family (id) ON DELETE CASCADE,
  -- 256 random bits (gen_random_uuid draws from the strong random source).
  secret text NOT NULL DEFAULT encode(
    sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')),
    'hex')
);
INSERT INTO private.family_secret (family_id) SELECT id FROM family;

-- Link rows reference both ends with their family, so that no row links one family's item
-- to another's dish or item; rows that did are removed first.
ALTER TABLE shopping_item ADD CONSTRAINT shopping_item_id_family_key UNIQUE (id, family_id);
DELETE FROM shopping_item_dish l
 WHERE NOT EXISTS (SELECT 1 FROM shopping_item i WHERE i.id = l.item_id AND i.family_id = l.family_id)
    OR NOT EXISTS (SELECT 1 FROM dish d WHERE d.dish_id = l.dish_id AND d.family_id = l.family_id);
ALTER TABLE shopping_item_dish
  DROP CONSTRAINT shopping_item_dish_item_id_fkey,
  DROP CONSTRAINT shopping_item_dish_dish_id_fkey,
  ADD CONSTRAINT shopping_item_dish_item_fkey FOREIGN KEY (item_id, family_id)
    REFERENCES shopping_item (id, family_id) ON DELETE CASCADE ON UPDATE CASCADE,
  ADD CONSTRAINT shopping_item_dish_dish_fkey FOREIGN KEY (dish_id, family_id)
    REFERENCES dish (dish_id, family_id) ON DELETE CASCADE;

-- Items an earlier refresh wrote get the id the new rule gives them, so the next refresh
-- finds them (and a checked one stays checked); their links follow (ON UPDATE CASCADE).
UPDATE shopping_item i
   SET id = 'meals-' || left(encode(sha256(convert_to(s.secret || ':' || i.family_id || ':' || i.ingredient_key, 'UTF8')), 'hex'), 40)
  FROM private.family_secret s
 WHERE s.family_id = i.family_id AND i.id LIKE 'meals-%' AND i.ingredient_key IS NOT NULL;

-- A recorded suggestion names a dish of its own family (or none, once the dish is gone).
UPDATE suggestion_event e SET dish_id = NULL
 WHERE dish_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM dish d WHERE d.dish_id = e.dish_id AND d.family_id = e.family_id);
ALTER TABLE suggestion_event ADD CONSTRAINT suggestion_event_dish_fkey
  FOREIGN KEY (dish_id, family_id) REFERENCES dish (dish_id, family_id) ON DELETE SET NULL (dish_id);

-- A calendar event belongs to a member of its own family.
DELETE FROM calendar_event e
 WHERE NOT EXISTS (SELECT 1 FROM family_member m
                    WHERE m.family_user_id = e.family_user_id AND m.family_id = e.family_id);
ALTER TABLE calendar_event ADD CONSTRAINT calendar_event_member_family_fkey
  FOREIGN KEY (family_user_id, family_id) REFERENCES family_member (family_user_id, family_id)
  ON DELETE CASCADE;
