// Dish photos over REST: sizes made with sharp, the recipe's image fetched through the
// safe fetcher, and nothing of one family's photos reachable or changeable by another.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Dish } from '#schema';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newFamilyMember, type ApiClient } from './support/api-client.ts';
import { inProcessApp } from './support/in-process-app.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c04040' } })
    .png()
    .toBuffer();

/** A raw body, as the dish page sends the camera's file. */
async function send(
  api: ApiClient,
  method: string,
  path: string,
  body?: Buffer,
  type = 'image/png',
) {
  const response = await fetch(`${api.baseUrl}/api${path}`, {
    method,
    headers: {
      origin: api.baseUrl,
      'x-forwarded-for': api.ip,
      'content-type': type,
      ...(api.cookie ? { cookie: api.cookie } : {}),
    },
    body: body ? new Uint8Array(body) : undefined,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

const photoOf = async (dishID: string) =>
  (await sql`SELECT photo_id FROM dish WHERE dish_id = ${dishID}`)[0]?.photo_id as string | null;

describe('dish photos', () => {
  it('stores an upload in three sizes, served to the family only; another family changes nothing', async () => {
    const first = await newFamilyMember('Photographers', 'Phil');
    const second = await newFamilyMember('Outsiders', 'Olga');
    const dish = (
      await first.api.post<Dish>('/dishes', { name: 'Paella', type: 'Main', prep: 'Involved' })
    ).body;

    const upload = await send(
      first.api,
      'POST',
      `/dishes/${dish.dish_id}/photo`,
      await png(2400, 1200),
    );
    expect(upload.status).toBe(201);
    const photoID = await photoOf(dish.dish_id);
    expect(photoID).toMatch(/^[0-9a-f-]{36}$/);
    const widths: Record<string, number> = {};
    for (const size of ['small', 'medium', 'large']) {
      const served = await send(
        first.api,
        'GET',
        `/dishes/${dish.dish_id}/photo/${photoID}/${size}`,
      );
      expect(served.status).toBe(200);
      expect(served.type).toBe('image/webp');
      const meta = await sharp(served.body).metadata();
      widths[size] = meta.width!;
      expect(meta.height).toBe(meta.width! / 2);
    }
    expect(widths).toEqual({ small: 320, medium: 800, large: 1600 });

    // The other family: no photo to see, none to replace or remove.
    const url = `/dishes/${dish.dish_id}/photo/${photoID}/small`;
    expect((await send(second.api, 'GET', url)).status).toBe(404);
    expect(
      (await send(second.api, 'POST', `/dishes/${dish.dish_id}/photo`, await png(50, 50))).status,
    ).toBe(404);
    expect((await send(second.api, 'DELETE', `/dishes/${dish.dish_id}/photo`)).status).toBe(404);
    expect(
      (await send(second.api, 'POST', `/dishes/${dish.dish_id}/photo/from-recipe`)).status,
    ).toBe(404);
    expect(await photoOf(dish.dish_id)).toBe(photoID);

    // What is not an image is refused in the spec's words, and the photo stays.
    const garbage = await send(
      first.api,
      'POST',
      `/dishes/${dish.dish_id}/photo`,
      Buffer.from('not an image'),
    );
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body.toString()).error.code).toBe('PHOTO_INVALID');
    expect(
      (await send(first.api, 'GET', `/dishes/${dish.dish_id}/photo/${photoID}/huge`)).status,
    ).toBe(400);

    // A new photo replaces the old one, whose address is gone; removing leaves none.
    await send(first.api, 'POST', `/dishes/${dish.dish_id}/photo`, await png(100, 100));
    const second_photo = await photoOf(dish.dish_id);
    expect(second_photo).not.toBe(photoID);
    expect((await send(first.api, 'GET', url)).status).toBe(404);
    expect((await send(first.api, 'DELETE', `/dishes/${dish.dish_id}/photo`)).status).toBe(204);
    expect(await photoOf(dish.dish_id)).toBeNull();
  });

  it('keeps an imported recipe’s image, fetched by the server, and refuses a page that is no image', async () => {
    const member = await newFamilyMember('Importers', 'Ivy');
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#40a040' },
    })
      .jpeg()
      .toBuffer();
    const server = http.createServer((req, res) => {
      if (req.url === '/photo.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(jpeg);
      } else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<p>not an image</p>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const dish = (
        await member.api.post<Dish>('/dishes', {
          name: 'Salad',
          type: 'Side',
          prep: 'Quick',
          image_url: `${base}/photo.jpg`,
        })
      ).body;
      // An app that may fetch from loopback, as the e2e stack does; the product may not.
      const app = inProcessApp({
        RECIPE_FETCH_ALLOW_PRIVATE: 'true',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fdp-photos-')),
      });
      try {
        const token = member.api.token!;
        const kept = await app.request('POST', `/dishes/${dish.dish_id}/photo/from-recipe`, {
          token,
        });
        expect(kept.status).toBe(201);
        const photoID = await photoOf(dish.dish_id);
        const medium = await app.fetch(`/api/dishes/${dish.dish_id}/photo/${photoID}/medium`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = Buffer.from(await medium.arrayBuffer());
        expect((await sharp(body).metadata()).width).toBe(800);

        const page = (
          await member.api.post<Dish>('/dishes', {
            name: 'Soup',
            type: 'Main',
            prep: 'Quick',
            image_url: `${base}/page`,
          })
        ).body;
        const refused = await app.request<{ error: { code: string } }>(
          'POST',
          `/dishes/${page.dish_id}/photo/from-recipe`,
          { token },
        );
        expect(refused.status).toBe(422);
        expect(refused.body.error.code).toBe('PHOTO_IMPORT_FAILED');
        expect(await photoOf(page.dish_id)).toBeNull();
      } finally {
        await app.stop();
      }
    } finally {
      server.close();
    }
  });
});
