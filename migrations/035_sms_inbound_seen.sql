-- Twilio's inbound texts already taken, by MessageSid (docs/operations.md, "Texts to the
-- list"): a signed webhook posted again, by Twilio's retry or by someone who recorded it,
-- adds nothing the second time. Kept two days (the inbound route prunes older rows), longer
-- than Twilio's retries and than a recorded request is worth replaying in that window.
CREATE TABLE private.sms_inbound_seen (
  message_sid text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_inbound_seen_seen_at ON private.sms_inbound_seen (seen_at);
