-- Tells every app process that who a session is may have changed, so that its short-lived
-- memory of callers (server/auth/caller-cache.ts) forgets them at once: a session ended or
-- slid, an account changed or deleted, a member added, moved or removed, by any path,
-- cascades included. Statement-level, so a bulk change sends one notification.
CREATE FUNCTION private.notify_caller_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('caller_changed', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER session_caller_changed
  AFTER UPDATE OR DELETE ON private.session
  FOR EACH STATEMENT EXECUTE FUNCTION private.notify_caller_changed();

CREATE TRIGGER account_caller_changed
  AFTER UPDATE OR DELETE ON private.account
  FOR EACH STATEMENT EXECUTE FUNCTION private.notify_caller_changed();

CREATE TRIGGER member_caller_changed
  AFTER INSERT OR DELETE OR UPDATE OF family_id, user_id, family_user_id ON family_member
  FOR EACH STATEMENT EXECUTE FUNCTION private.notify_caller_changed();
