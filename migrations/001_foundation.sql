-- Foundation: accounts and sessions (private, never replicated), families,
-- members and the shopping list (replicated to browsers through zero-cache).

CREATE SCHEMA IF NOT EXISTS private;

CREATE TABLE private.account (
  id text PRIMARY KEY,
  email text NOT NULL,
  password_hash text,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX account_email_key ON private.account (lower(email));

-- Sessions per the Lucia guide: the cookie carries "id.secret"; only SHA-256(secret) is kept.
CREATE TABLE private.session (
  id text PRIMARY KEY,
  secret_hash bytea NOT NULL,
  account_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_verified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_account_idx ON private.session (account_id);

CREATE TABLE family (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (btrim(name) <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A member may have no account (a young child); user_id links the member to an account.
CREATE TABLE family_member (
  family_user_id text PRIMARY KEY,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  user_id text UNIQUE REFERENCES private.account (id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text,
  preferences text,
  -- Dates are kept as 'YYYY-MM-DD' text: a calendar day, free of time zones.
  birthdate text CHECK (birthdate ~ '^\d{4}-\d{2}-\d{2}$'),
  email text,
  phone text,
  phone_verified boolean NOT NULL DEFAULT false,
  sms_optin boolean NOT NULL DEFAULT false,
  status text,
  invited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX family_member_family_idx ON family_member (family_id);

CREATE TABLE shopping_item (
  id text PRIMARY KEY,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  quantity text,
  is_completed boolean NOT NULL DEFAULT false,
  department text NOT NULL DEFAULT 'Other',
  dish_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shopping_item_family_idx ON shopping_item (family_id);

-- Every name a family ever put on its list, for suggestions; kept when items are deleted.
CREATE TABLE private.shopping_item_name (
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  name text NOT NULL,
  use_count integer NOT NULL DEFAULT 1,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_id, name)
);

-- A trigger rather than application code, so REST and Zero writes both feed suggestions.
CREATE FUNCTION private.remember_shopping_item_name() RETURNS trigger AS $$
BEGIN
  INSERT INTO private.shopping_item_name (family_id, name)
  VALUES (NEW.family_id, NEW.name)
  ON CONFLICT (family_id, name)
  DO UPDATE SET use_count = private.shopping_item_name.use_count + 1, last_used_at = now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER shopping_item_remember_name
AFTER INSERT OR UPDATE OF name ON shopping_item
FOR EACH ROW EXECUTE FUNCTION private.remember_shopping_item_name();

-- Only these tables reach browsers (ZERO_APP_PUBLICATIONS=zero_data).
CREATE PUBLICATION zero_data FOR TABLE family, family_member, shopping_item;
