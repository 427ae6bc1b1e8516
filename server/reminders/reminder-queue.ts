// Prep reminders and weekly nudges on a Postgres job queue (pg-boss, in its own schema of
// the app's database). A scan every minute queues what is due, each job under an id made
// from its key and version, so queuing the same thing twice (two servers, a restart)
// inserts nothing; the workers send at most once per key (send-notifications.ts).
import { createHash } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import type { Sql } from 'postgres';
import { dueNudges, duePrepReminders, type NudgeJob, type PrepJob } from './due-notifications.ts';
import { errorLine } from './error-line.ts';
import type { Channels } from './notification-targets.ts';
import { sendNudge, sendPrepReminder, type Outcome } from './send-notifications.ts';

const PREP_QUEUE = 'prep-reminder';
const NUDGE_QUEUE = 'weekly-nudge';
// A scan queues at most a few jobs a minute; a second's delay is plenty.
const POLLING = { batchSize: 20, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 };

export type ReminderQueueOptions = Channels & {
  sql: Sql;
  databaseUrl: string;
  baseUrl: string;
  scanIntervalSeconds: number;
  /** pg-boss's schema; tests use their own so that no other queue takes their jobs. */
  schema?: string;
  /** False queues only (tests of what a restart finds); default true. */
  workers?: boolean;
  now?: () => number;
  log?: (line: string) => void;
  /** Called after each job, for tests and logs. */
  onOutcome?: (key: string, outcome: Outcome) => void;
};

/** A UUID fixed by the text, so that the same job version is one row of the queue. */
function jobId(version: string): string {
  const hex = createHash('sha256').update(version).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function startReminderQueue(options: ReminderQueueOptions) {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: options.schema ?? 'pgboss',
    max: 3,
  });
  boss.on('error', (error) => log(`reminder queue: ${errorLine(error)}`));
  await boss.start();
  await boss.createQueue(PREP_QUEUE);
  await boss.createQueue(NUDGE_QUEUE);

  const report = (key: string, outcome: Outcome) => {
    options.onOutcome?.(key, outcome);
    if (outcome === 'sent') log(`reminder sent: ${key}`);
  };
  // A failure is logged and thrown, so pg-boss retries the job later.
  const attempt = async (key: string, send: () => Promise<Outcome>) => {
    try {
      report(key, await send());
    } catch (error) {
      log(`reminder ${key} failed: ${errorLine(error)}`);
      throw error;
    }
  };
  const workerIDs: string[] = [];
  if (options.workers !== false) await startWorkers();
  // Jobs left by an earlier process are picked up at once, not at the next poll.
  for (const id of workerIDs) boss.notifyWorker(id);
  async function startWorkers() {
    workerIDs.push(
      await boss.work<PrepJob>(PREP_QUEUE, POLLING, async (jobs) => {
        for (const job of jobs)
          await attempt(job.data.key, () =>
            sendPrepReminder(options.sql, options, options.baseUrl, job.data),
          );
      }),
    );
    workerIDs.push(
      await boss.work<NudgeJob>(NUDGE_QUEUE, POLLING, async (jobs) => {
        for (const job of jobs)
          await attempt(job.data.key, () =>
            sendNudge(options.sql, options, options.baseUrl, job.data),
          );
      }),
    );
  }

  let scanning: Promise<void> | null = null;
  const scan = () => {
    // Passes never overlap; a caller during one waits for it.
    scanning ??= (async () => {
      const at = now();
      for (const job of await duePrepReminders(options.sql, at))
        await boss.send(PREP_QUEUE, job, { id: jobId(job.version), retryLimit: 5 });
      for (const job of await dueNudges(options.sql, at))
        await boss.send(NUDGE_QUEUE, job, { id: jobId(job.version), retryLimit: 5 });
      // Wake the workers now rather than at their next poll.
      for (const id of workerIDs) boss.notifyWorker(id);
    })().finally(() => {
      scanning = null;
    });
    return scanning;
  };
  const timer = setInterval(
    () => void scan().catch((error) => log(`reminder scan: ${errorLine(error)}`)),
    options.scanIntervalSeconds * 1000,
  );

  return {
    scan,
    stop: async () => {
      clearInterval(timer);
      await scanning?.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
