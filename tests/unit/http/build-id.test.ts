// The build a server says it serves: its index.html's, or BUILD_ID_FILE's while that is there.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIdOf } from '#server/http/build-id.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'build-id-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildIdOf', () => {
  it('names the build by its index.html, or by the file while it is there', () => {
    writeFileSync(path.join(dir, 'index.html'), '<html><head></head></html>');
    const file = path.join(dir, 'build-id');
    const buildId = buildIdOf({ CLIENT_DIST_DIR: dir, BUILD_ID_FILE: file });
    const built = buildId();
    expect(built).toMatch(/^[0-9a-f]{16}$/);
    writeFileSync(file, 'v2 <script>\n');
    expect(buildId()).toBe('v2script');
    writeFileSync(file, 'v3');
    utimesSync(file, new Date(), new Date(Date.now() + 1000));
    expect(buildId()).toBe('v3');
    rmSync(file);
    expect(buildId()).toBe(built);
  });
});
