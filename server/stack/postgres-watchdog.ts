export {};

// Stops an embedded Postgres whose parent died without stopping it (kill -9 of the app
// server): the parent holds our stdin, and a closed stdin means it is gone. Without this
// the postmaster would go on holding its port and data folder, and the next `npm start`
// would fail. A fast shutdown (SIGINT) keeps every committed transaction.
const pid = Number(process.argv[2]);
if (!Number.isInteger(pid) || pid <= 0) throw new Error('usage: postgres-watchdog.ts <pid>');

function alive(): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Ctrl-C reaches the whole process group: the app stops Postgres itself, then closes
// our stdin, so these signals are not ours to act on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

process.stdin.on('end', () => {
  if (alive()) process.kill(pid, 'SIGINT');
  process.exit(0);
});
process.stdin.resume();
