// Dish photos in an S3-compatible bucket (AWS S3, MinIO, R2, …), so that every app replica
// serves every photo. Requests are signed with AWS Signature V4 by aws4fetch and addressed
// path-style (<endpoint>/<bucket>/<key>), which every S3-compatible server accepts.
import { AwsClient } from 'aws4fetch';
import type { Env } from '../env.ts';
import { PHOTO_SIZES, type PhotoSize } from './photo-sizes.ts';
import { photoKey, type PhotoStore } from './photo-store.ts';

export type S3PhotoConfig = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder within the bucket, e.g. "photos/". */
  prefix: string;
};

export function s3PhotoConfig(env: Env): S3PhotoConfig | null {
  if (!env.PHOTO_S3_ENDPOINT || !env.PHOTO_S3_BUCKET) return null;
  return {
    endpoint: env.PHOTO_S3_ENDPOINT.replace(/\/$/, ''),
    bucket: env.PHOTO_S3_BUCKET,
    region: env.PHOTO_S3_REGION,
    accessKeyId: env.PHOTO_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.PHOTO_S3_SECRET_ACCESS_KEY!,
    prefix: 'photos/',
  };
}

export class PhotoStoreError extends Error {}

export function createS3PhotoStore(config: S3PhotoConfig): PhotoStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  });
  const url = (familyID: string, photoID: string, size: PhotoSize) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${config.prefix}${photoKey(familyID, photoID, size)}`;
  const refused = async (what: string, response: Response) => {
    const detail = (await response.text()).slice(0, 200);
    return new PhotoStoreError(`Photo store ${what}: HTTP ${response.status} ${detail}`);
  };

  return {
    async put(familyID, photoID, size, body) {
      const response = await client.fetch(url(familyID, photoID, size), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': 'image/webp' },
      });
      if (!response.ok) throw await refused('refused a photo', response);
      await response.body?.cancel();
    },
    async get(familyID, photoID, size) {
      const response = await client.fetch(url(familyID, photoID, size));
      if (response.status === 404) return null;
      if (!response.ok) throw await refused('did not give a photo', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(familyID, photoID) {
      for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) {
        const response = await client.fetch(url(familyID, photoID, size), { method: 'DELETE' });
        // S3 answers 204 for a key that is not there too.
        if (!response.ok && response.status !== 404) throw await refused('kept a photo', response);
        await response.body?.cancel();
      }
    },
  };
}
