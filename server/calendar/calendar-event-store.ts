// Writes to the replicated calendar_event table, with the private link to Google's ids.
// Every change to one calendar is one transaction, so a page never sees half a sync.
import type { Sql, TransactionSql } from 'postgres';
import type { StoredSpan } from './google-event.ts';

export type CalendarChanges = {
  accountID: string;
  familyID: string;
  familyUserID: string;
  calendarID: string;
  upserts: Array<StoredSpan & { googleEventID: string }>;
  removals: string[];
  /** A full sync lists everything there is: stored events it did not list are gone. */
  full: boolean;
  syncToken: string | null;
  windowStart: string;
};

export type SyncState = { windowStart: string; syncToken: string | null };

export function createEventStore(sql: Sql) {
  async function upsert(
    tx: TransactionSql,
    c: CalendarChanges,
    event: CalendarChanges['upserts'][number],
  ) {
    const [linked] = await tx<{ event_id: string }[]>`
      SELECT event_id FROM private.calendar_event_source
       WHERE account_id = ${c.accountID} AND calendar_id = ${c.calendarID}
         AND google_event_id = ${event.googleEventID}`;
    const start = new Date(event.start_time);
    const end = new Date(event.end_time);
    if (linked) {
      await tx`UPDATE calendar_event
                  SET summary = ${event.summary}, start_time = ${start}, end_time = ${end},
                      updated_at = now()
                WHERE id = ${linked.event_id}
                  AND (summary, start_time, end_time) IS DISTINCT FROM (${event.summary}::text, ${start}::timestamptz, ${end}::timestamptz)`;
      return;
    }
    const id = crypto.randomUUID();
    await tx`INSERT INTO calendar_event (id, family_id, family_user_id, summary, start_time, end_time)
             VALUES (${id}, ${c.familyID}, ${c.familyUserID}, ${event.summary}, ${start}, ${end})`;
    await tx`INSERT INTO private.calendar_event_source (account_id, calendar_id, google_event_id, event_id)
             VALUES (${c.accountID}, ${c.calendarID}, ${event.googleEventID}, ${id})`;
  }

  return {
    async syncState(accountID: string, calendarID: string): Promise<SyncState | null> {
      const [row] = await sql<{ window_start: string; sync_token: string | null }[]>`
        SELECT window_start, sync_token FROM private.calendar_sync_state
         WHERE account_id = ${accountID} AND calendar_id = ${calendarID}`;
      return row ? { windowStart: row.window_start, syncToken: row.sync_token } : null;
    },

    async apply(c: CalendarChanges) {
      await sql.begin(async (tx) => {
        for (const event of c.upserts) await upsert(tx, c, event);
        const kept = c.upserts.map((e) => e.googleEventID);
        if (c.removals.length || c.full) {
          await tx`DELETE FROM calendar_event WHERE id IN (
                     SELECT event_id FROM private.calendar_event_source
                      WHERE account_id = ${c.accountID} AND calendar_id = ${c.calendarID}
                        AND ${
                          c.full
                            ? tx`NOT (google_event_id = ANY(${kept}::text[]))`
                            : tx`google_event_id = ANY(${c.removals}::text[])`
                        })`;
        }
        await tx`INSERT INTO private.calendar_sync_state (account_id, calendar_id, window_start, sync_token)
                 VALUES (${c.accountID}, ${c.calendarID}, ${c.windowStart}, ${c.syncToken})
                 ON CONFLICT (account_id, calendar_id) DO UPDATE
                   SET window_start = EXCLUDED.window_start, sync_token = EXCLUDED.sync_token`;
      });
    },

    /** Drops the events and sync state of calendars no longer chosen (all when `keep` is empty). */
    async keepOnly(accountID: string, keep: string[]) {
      await sql.begin(async (tx) => {
        await tx`DELETE FROM calendar_event WHERE id IN (
                   SELECT event_id FROM private.calendar_event_source
                    WHERE account_id = ${accountID} AND NOT (calendar_id = ANY(${keep}::text[])))`;
        await tx`DELETE FROM private.calendar_sync_state
                  WHERE account_id = ${accountID} AND NOT (calendar_id = ANY(${keep}::text[]))`;
      });
    },
  };
}

export type EventStore = ReturnType<typeof createEventStore>;
