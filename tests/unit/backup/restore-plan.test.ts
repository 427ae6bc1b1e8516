// Which migrations rebuild a backup's schema and which come after it, and the refusals
// (docs/operations.md, "Instance backups").
import { describe, expect, it } from 'vitest';
import { RestoreError } from '#server/backup/restore-error.ts';
import { restorePlan } from '#server/backup/restore-schema.ts';

const FILES = ['001_a.sql', '002_b.sql', '003_c.sql'];

describe('restorePlan', () => {
  it('rebuilds the backup at its own migrations and applies the later ones after', () => {
    expect(restorePlan(['001_a.sql'], FILES)).toEqual({
      atBackup: ['001_a.sql'],
      later: ['002_b.sql', '003_c.sql'],
    });
  });

  it('refuses a backup of a newer version, naming the migrations this build lacks', () => {
    expect(() => restorePlan(['001_a.sql', '004_d.sql'], FILES)).toThrow(
      new RestoreError('The backup is of a newer version (004_d.sql).'),
    );
  });

  it('refuses a backup that does not say which migrations it was taken at', () => {
    for (const taken of [undefined, [], [1]])
      expect(() => restorePlan(taken, FILES)).toThrow(RestoreError);
  });
});
