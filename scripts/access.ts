// The operator's tool for access requests (ACCESS_REQUEST_APPROVAL=operator):
//   npm run access -- list              requests waiting for a decision
//   npm run access -- approve <email>   emails an invitation to start the requested family
//   npm run access -- deny <email>      declines quietly (no email)
// It uses the same configuration as the server (DATABASE_URL, or the embedded Postgres of
// a running `npm start`; SMTP_URL, or the outbox).
import {
  approveAccessRequest,
  denyAccessRequest,
  listAccessRequests,
} from '#server/access/access-requests.ts';
import { connect } from '#server/db/connect.ts';
import { embeddedPostgresUrl } from '#server/db/embedded-postgres.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import { createMailer } from '#server/mail/mailer.ts';

const USAGE = 'Usage: npm run access -- list | approve <email> | deny <email>';

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const [command, email] = process.argv.slice(2);
  if (!command || (command !== 'list' && !email)) {
    console.error(USAGE);
    return 2;
  }
  const sql = connect(
    env.DATABASE_URL ?? (await embeddedPostgresUrl(env.DATA_DIR, env.EMBEDDED_PG_PORT)),
  );
  try {
    if (command === 'list') {
      const requests = await listAccessRequests(sql);
      if (requests.length === 0) console.log('No access requests are waiting.');
      for (const r of requests)
        console.log(
          `${r.created_at.toISOString()}  ${r.email}  "${r.family_name}"  from ${r.requested_from ?? '?'}`,
        );
      return 0;
    }
    if (command === 'approve') {
      const mailer = createMailer(env, sql, (line) => console.log(line));
      const result = await approveAccessRequest({ env, sql, mailer }, email!);
      const said = {
        invited: `Invitation sent to ${email}.`,
        'already-registered': `${email} already has an account; they were told to sign in.`,
        'no-pending-request': `No waiting request from ${email}.`,
      }[result];
      console.log(said);
      return result === 'no-pending-request' ? 1 : 0;
    }
    if (command === 'deny') {
      const denied = await denyAccessRequest(sql, email!);
      console.log(denied ? `Request from ${email} declined.` : `No waiting request from ${email}.`);
      return denied ? 0 : 1;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await sql.end({ timeout: 2 });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
