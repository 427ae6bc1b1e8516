export {};

// Runs zero-cache inside a process that ends when its parent does: the parent holds
// our stdin, and a closed stdin means the parent is gone (even if it was SIGKILLed),
// so zero-cache is told to shut down instead of being left behind.
const [cliPath] = process.argv.splice(2, 1);
if (!cliPath) throw new Error('usage: zero-cache-child.ts <path to zero-cache cli.js>');
// zero-cache reads its own options from argv, so ours was taken out above.

// It leads its own process group (see zero-cache-process.ts): if a graceful stop takes
// too long, the whole group, workers included, is ended so that no port stays taken.
const ORPHAN_GRACE_MS = 5_000;
process.stdin.on('end', () => {
  setTimeout(() => process.kill(-process.pid, 'SIGKILL'), ORPHAN_GRACE_MS).unref();
  process.kill(process.pid, 'SIGTERM');
});
process.stdin.resume();

await import(cliPath);
