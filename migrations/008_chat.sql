-- The assistant's conversations, one per member of a family. Private: served by /api/chat
-- to their owner only, never replicated to browsers.
CREATE TABLE private.chat_message (
  message_id text PRIMARY KEY,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES private.account (id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('user', 'assistant')),
  content text NOT NULL,
  -- Changes the assistant proposed in this message, each pending, applied or dismissed.
  proposals jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(proposals) = 'array'),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX chat_message_owner_idx ON private.chat_message (family_id, user_id, created_at);

-- Every meal suggestion shown to the family and every one accepted (planning page and
-- chat); Family Stats' AI Suggestions counts the accepted ones. Replicated so that the
-- mutators that plan a suggested meal can record it in the same transaction.
CREATE TABLE suggestion_event (
  event_id text PRIMARY KEY,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('shown', 'accepted')),
  source text NOT NULL CHECK (source IN ('planning', 'chat')),
  meal_date text NOT NULL CHECK (meal_date ~ '^\d{4}-\d{2}-\d{2}$'),
  dish_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX suggestion_event_family_idx ON suggestion_event (family_id, kind);

ALTER PUBLICATION zero_data ADD TABLE suggestion_event;
