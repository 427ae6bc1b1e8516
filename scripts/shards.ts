// The operator's tool for shards (docs/shards.md):
//   npm run shards -- list                        each shard, its families, draining or not
//   npm run shards -- add <n> [url]               a new shard: its row and publication; then
//                                                 start its zero-cache (ZERO_SHARD_NUM=<n>)
//   npm run shards -- drain <n> | undrain <n>     give a shard no new families, or again
//   npm run shards -- move <family-id> <n>        move one family, its devices following
//   npm run shards -- empty <n>                   move every family of shard n elsewhere
// It uses the same configuration as the server (DATABASE_URL, or the embedded Postgres of
// DATA_DIR, started for the command's time when the app is not running).
import { openInstanceDatabase } from '#server/backup/instance-database.ts';
import { parseEnv } from '#server/env.ts';
import { addShard, setDraining, shardLoads } from '#server/shards/add-shard.ts';
import { moveFamily, ShardMoveError } from '#server/shards/move-family.ts';
import { emptyShard } from '#server/shards/empty-shard.ts';

const USAGE =
  'Usage: npm run shards -- list | add <n> [url] | drain <n> | undrain <n> | move <family-id> <n> | empty <n>';

function shardNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : null;
}

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const [command, first, second] = process.argv.slice(2);
  const db = await openInstanceDatabase(env);
  const log = (line: string) => console.log(line);
  try {
    if (command === 'list') {
      for (const s of await shardLoads(db.sql))
        log(
          `shard ${s.num}: ${s.families} famil${s.families === 1 ? 'y' : 'ies'}${s.draining ? ' (draining)' : ''}`,
        );
      return 0;
    }
    if (command === 'add' && shardNumber(first) !== null) {
      await addShard(db.sql, shardNumber(first)!, second);
      log(`Shard ${first} added. Start its zero-cache with ZERO_SHARD_NUM=${first}.`);
      return 0;
    }
    if ((command === 'drain' || command === 'undrain') && shardNumber(first) !== null) {
      const found = await setDraining(db.sql, shardNumber(first)!, command === 'drain');
      log(
        found
          ? `Shard ${first} ${command === 'drain' ? 'takes no new family' : 'takes new families again'}.`
          : `No shard ${first}.`,
      );
      return found ? 0 : 1;
    }
    if (command === 'move' && first && shardNumber(second) !== null) {
      const moved = await moveFamily(db.sql, first, shardNumber(second)!);
      log(`Family ${first} moved from shard ${moved.from} to ${moved.to} (${moved.rows} rows).`);
      return 0;
    }
    if (command === 'empty' && shardNumber(first) !== null) {
      const moved = await emptyShard(db.sql, shardNumber(first)!, log);
      log(`Shard ${first} is empty: ${moved} famil${moved === 1 ? 'y' : 'ies'} moved.`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    if (!(error instanceof ShardMoveError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exit(await main());
