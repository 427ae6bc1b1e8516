// Uploads that cost the server far more than their size (docs/security.md, "Limits on
// what a caller can ask"): an SVG that takes half a minute to draw, a gzip that unpacks to
// a gigabyte, an archive whose JSON takes seconds to parse; and hourly limits on photo
// uploads and family imports, so that no account can repeat them without end.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dish } from '#schema';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_TABLES,
  ARCHIVE_VERSION,
  MANIFEST_FILE,
} from '#server/family-archive/archive-tables.ts';
import { packTar } from '#server/family-archive/tar-gz.ts';
import { newFamilyMember, newSignedInAccount, type ApiClient } from './support/api-client.ts';
import {
  HEALTH_BOUND_MS,
  idleHealthMs,
  WORK_BOUND_MS,
  whileProbing,
} from './support/event-loop-probe.ts';
import { inProcessApp, IN_PROCESS_ORIGIN, type InProcessApp } from './support/in-process-app.ts';

// 268 bytes: librsvg draws 49 megapixels of ten-octave noise, then blurs them (34 s of CPU).
const SVG_BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" width="7000" height="7000"><filter id="f">' +
  '<feTurbulence baseFrequency="0.9" numOctaves="10"/><feGaussianBlur stdDeviation="40"/>' +
  '</filter><rect width="100%" height="100%" filter="url(#f)"/></svg>';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#40a040' } })
    .png()
    .toBuffer();

async function upload(api: ApiClient, urlPath: string, body: Buffer, type: string) {
  const response = await fetch(`${api.baseUrl}/api${urlPath}`, {
    method: 'POST',
    headers: {
      origin: api.baseUrl,
      'x-forwarded-for': api.ip,
      'content-type': type,
      cookie: api.cookie ?? '',
    },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

let slack: number;
beforeAll(async () => {
  slack = 3 * (await idleHealthMs());
});

describe('photos', () => {
  it('refuses an SVG at once, even one that would take half a minute to draw', async () => {
    const { api } = await newFamilyMember('Painters', 'Sal');
    const dish = (await api.post<Dish>('/dishes', { name: 'Noise Pie' })).body;
    const svg = Buffer.from(SVG_BOMB);
    const disguises: [Buffer, string][] = [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.concat([Buffer.from('\uFEFF  \n'), svg]), 'image/jpeg'],
      [gzipSync(svg), 'image/webp'],
    ];
    for (const [body, type] of disguises) {
      const probed = await whileProbing(() =>
        upload(api, `/dishes/${dish.dish_id}/photo`, body, type),
      );
      expect(probed.result.status).toBe(400);
      expect(probed.result.body.error?.code).toBe('PHOTO_INVALID');
      expect(probed.elapsedMs).toBeLessThan(WORK_BOUND_MS + slack);
      expect(probed.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS + slack);
    }
    // A real photo still goes in.
    const photo = await upload(
      api,
      `/dishes/${dish.dish_id}/photo`,
      await png(64, 48),
      'image/png',
    );
    expect(photo.status).toBe(201);
  }, 60_000);

  describe('uploads per member per hour', () => {
    let app: InProcessApp;
    beforeAll(() => {
      app = inProcessApp({
        PHOTO_UPLOADS_PER_MEMBER_PER_HOUR: '2',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'photo-limit-')),
      });
    });
    afterAll(() => app?.stop());

    it('refuses the upload past the limit with the spec-style message', async () => {
      const { api } = await newFamilyMember('Snappers', 'Kit');
      const dish = (await api.post<Dish>('/dishes', { name: 'Flan' })).body;
      const image = await png(32, 32);
      const send = () =>
        app.fetch(`/api/dishes/${dish.dish_id}/photo`, {
          method: 'POST',
          headers: {
            origin: IN_PROCESS_ORIGIN,
            authorization: `Bearer ${api.token}`,
            'content-type': 'image/png',
          },
          body: new Uint8Array(image),
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: {
          code: 'TOO_MANY_PHOTOS',
          message: 'Too many photos in a short time. Please wait a while and try again.',
        },
      });
    });
  });
});

describe('family imports', () => {
  async function importAs(api: ApiClient, archive: Buffer) {
    return upload(api, '/family/import', archive, 'application/gzip');
  }

  it('unpacks a gzip of a gigabyte of zeros off the event loop, and refuses it', async () => {
    const { api } = await newSignedInAccount();
    // Sixteen gzip members of 64 MiB of zeros each: one file of about 1 MB (a reader
    // unpacks every member), made without a gigabyte in this process.
    const member = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: 16 }, () => member));
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const probed = await whileProbing(() => importAs(api, bomb));
    expect(probed.result.status).toBe(400);
    expect(probed.result.body.error?.code).toBe('IMPORT_INVALID');
    expect(probed.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS + slack);
  }, 60_000);

  it('parses an archive of millions of tiny rows off the event loop, and refuses it', async () => {
    const { api } = await newSignedInAccount();
    // 48 MiB of "{}," (16 million rows) gzips to about 50 KB; JSON.parse takes seconds.
    const rows = Buffer.from(`[${'{},'.repeat(16 * 1024 * 1024)}{}]`);
    const manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exported_at: new Date().toISOString(),
      family_id: crypto.randomUUID(),
      exported_by: null,
      files: [],
    };
    const archive = gzipSync(
      await packTar([
        { name: MANIFEST_FILE, data: Buffer.from(JSON.stringify(manifest)) },
        { name: ARCHIVE_TABLES[0]!.file, data: rows },
      ]),
    );
    const probed = await whileProbing(() => importAs(api, archive));
    expect(probed.result.status).toBe(400);
    expect(probed.result.body.error?.code).toBe('IMPORT_INVALID');
    expect(probed.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS + slack);
  }, 60_000);

  describe('imports per account per hour', () => {
    let app: InProcessApp;
    beforeAll(() => {
      app = inProcessApp({ FAMILY_IMPORTS_PER_ACCOUNT_PER_HOUR: '2' });
    });
    afterAll(() => app?.stop());

    it('counts every import, refused ones too, and refuses the one past the limit', async () => {
      const { api } = await newSignedInAccount();
      const send = () =>
        app.fetch('/api/family/import', {
          method: 'POST',
          headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/gzip' },
          body: 'not an archive',
        });
      expect((await send()).status).toBe(400);
      expect((await send()).status).toBe(400);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: {
          code: 'TOO_MANY_IMPORTS',
          message: 'Too many imports in a short time. Please wait a while and try again.',
        },
      });
    });
  });
});
