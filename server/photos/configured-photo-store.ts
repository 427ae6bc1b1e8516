// The photo store the instance is configured with: the app, and the backup and restore
// scripts, reach the same photos.
import type { Env } from '../env.ts';
import { createFilePhotoStore } from './file-photo-store.ts';
import { createS3PhotoStore, s3PhotoConfig } from './s3-photo-store.ts';
import type { PhotoStore } from './photo-store.ts';

/** An S3-compatible bucket when configured, else files under DATA_DIR. */
export function photoStoreOf(env: Env): PhotoStore {
  const s3 = s3PhotoConfig(env);
  return s3 ? createS3PhotoStore(s3) : createFilePhotoStore(env.DATA_DIR);
}
