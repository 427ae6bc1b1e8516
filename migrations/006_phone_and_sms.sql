-- Shopping items from the meal plan, phone verification and text messages.

-- Where an item came from: 'manual' (a person added or edited it) or 'meals' (the last
-- refresh from the meal plan wrote it). ingredient_key is what merges the same thing to buy.
ALTER TABLE shopping_item
  ADD COLUMN source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'meals')),
  ADD COLUMN ingredient_key text;

-- An item made from several dishes belongs to each ('Group by Dish'); the single dish_id
-- column of the foundation is replaced by this.
ALTER TABLE shopping_item DROP COLUMN dish_id;
CREATE TABLE shopping_item_dish (
  item_id text NOT NULL REFERENCES shopping_item (id) ON DELETE CASCADE,
  dish_id text NOT NULL REFERENCES dish (dish_id) ON DELETE CASCADE,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, dish_id)
);
CREATE INDEX shopping_item_dish_family_idx ON shopping_item_dish (family_id);
ALTER PUBLICATION zero_data ADD TABLE shopping_item_dish;

-- The one code a member is waiting for: random, only its hash kept, 10 minutes, 5 tries.
CREATE TABLE private.phone_verification (
  family_user_id text PRIMARY KEY REFERENCES family_member (family_user_id) ON DELETE CASCADE,
  phone text NOT NULL,
  code_salt bytea NOT NULL,
  code_hash bytea NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Numbers a member has proved are theirs. family_member.phone_verified is derived from this
-- by the trigger below, so no code path (REST, Zero, SQL) can mark a number verified without
-- a code, and changing the number drops the verification and the SMS opt-in.
CREATE TABLE private.verified_phone (
  family_user_id text NOT NULL REFERENCES family_member (family_user_id) ON DELETE CASCADE,
  phone text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_user_id, phone)
);

CREATE FUNCTION private.derive_phone_verified() RETURNS trigger AS $$
BEGIN
  NEW.phone_verified := NEW.phone IS NOT NULL AND EXISTS (
    SELECT 1 FROM private.verified_phone v
     WHERE v.family_user_id = NEW.family_user_id AND v.phone = NEW.phone);
  IF TG_OP = 'UPDATE' AND OLD.phone_verified AND NOT NEW.phone_verified THEN
    NEW.sms_optin := false;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER family_member_phone_verified
BEFORE INSERT OR UPDATE ON family_member
FOR EACH ROW EXECUTE FUNCTION private.derive_phone_verified();

ALTER TABLE family_member
  ADD CONSTRAINT family_member_sms_optin_needs_verified_phone
  CHECK (NOT sms_optin OR phone_verified);

-- Every code sent and list texted, per phone, member and address, for the rate limits.
CREATE TABLE private.sms_rate_event (
  bucket text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_rate_event_bucket_idx ON private.sms_rate_event (bucket, at);

-- Text messages written instead of sent when Twilio is not configured (development).
CREATE TABLE private.sms_outbox (
  id bigserial PRIMARY KEY,
  family_user_id text REFERENCES family_member (family_user_id) ON DELETE CASCADE,
  to_phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
