// Dish photos in an S3-compatible bucket (docs/operations.md): with PHOTO_S3_* set, a photo uploaded
// through the app lands in the bucket, signed with the configured key, in all three sizes,
// is served back from it to the dish's family, and goes when the photo is removed; nothing
// is written under DATA_DIR. A bucket that refuses the key fails the upload, not silently.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dish } from '#schema';
import { createS3PhotoStore } from '#server/photos/s3-photo-store.ts';
import { startFakeS3, type FakeS3 } from '../support/fake-s3.ts';
import { newFamilyMember } from './support/api-client.ts';
import { inProcessApp, type InProcessApp } from './support/in-process-app.ts';

let s3: FakeS3;
let app: InProcessApp;
let dataDir: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  dataDir = mkdtempSync(path.join(tmpdir(), 'fdp-s3-photos-'));
  app = inProcessApp({
    DATA_DIR: dataDir,
    PHOTO_S3_ENDPOINT: s3.url,
    PHOTO_S3_BUCKET: s3.bucket,
    PHOTO_S3_ACCESS_KEY_ID: s3.accessKeyId,
    PHOTO_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
});

afterAll(async () => {
  await app.stop();
  await s3.stop();
});

const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3080c0' } })
    .jpeg()
    .toBuffer();

describe('photos in an S3-compatible store', () => {
  it('stores, serves and removes a dish photo in the bucket, and nothing on disk', async () => {
    const member = await newFamilyMember('Buckets', 'Ada');
    const auth = { authorization: `Bearer ${member.api.token!}` };
    const dish = (await member.api.post<Dish>('/dishes', { name: 'Stew' })).body;
    const uploaded = await app.fetch(`/api/dishes/${dish.dish_id}/photo`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await photo()),
    });
    expect(uploaded.status).toBe(201);
    const { photo_id: photoID } = (await uploaded.json()) as { photo_id: string };

    const keys = s3.keys().filter((key) => key.includes(photoID));
    expect(keys.map((key) => key.replace(/^photos\/[0-9a-f]{32}\//, ''))).toEqual(
      ['large', 'medium', 'small'].map((size) => `${photoID}/${size}.webp`),
    );
    expect(readdirSync(dataDir)).toEqual([]);

    const served = await app.fetch(`/api/dishes/${dish.dish_id}/photo/${photoID}/large`, {
      headers: auth,
    });
    expect(served.status).toBe(200);
    const large = Buffer.from(await served.arrayBuffer());
    expect(large.equals(s3.object(keys[0]!)!)).toBe(true);
    expect((await sharp(large).metadata()).width).toBe(1600);

    // Another family gets nothing of it, through the same app.
    const other = await newFamilyMember('Others', 'Bo');
    const foreign = await app.fetch(`/api/dishes/${dish.dish_id}/photo/${photoID}/large`, {
      headers: { authorization: `Bearer ${other.api.token!}` },
    });
    expect(foreign.status).toBe(404);

    const removed = await app.fetch(`/api/dishes/${dish.dish_id}/photo`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.status).toBe(204);
    expect(s3.keys().filter((key) => key.includes(photoID))).toEqual([]);
  });

  it('fails loudly when the bucket refuses the key', async () => {
    const store = createS3PhotoStore({
      endpoint: s3.url,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'SOMEONE-ELSE',
      secretAccessKey: 'wrong',
      prefix: 'photos/',
    });
    const id = crypto.randomUUID();
    await expect(store.put('family', id, 'small', Buffer.from('x'))).rejects.toThrow(/HTTP 403/);
    await expect(store.get('family', id, 'small')).rejects.toThrow(/HTTP 403/);
    expect(s3.keys().filter((key) => key.includes(id))).toEqual([]);
  });
});
