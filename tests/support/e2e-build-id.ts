// The end-to-end server names its client's build from this file when it is there
// (BUILD_ID_FILE, server/http/build-id.ts), else from the built index.html: a spec
// announces a new version without rebuilding, and takes it back when it is done.
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS } from './ports.ts';

export const E2E_BUILD_ID_FILE = path.join(os.tmpdir(), `fdp-e2e-${E2E_PORTS.app}.build-id`);

export async function announceBuild(id: string): Promise<void> {
  await writeFile(E2E_BUILD_ID_FILE, id);
}

/** Back to the build the server was started with. */
export async function forgetAnnouncedBuild(): Promise<void> {
  await rm(E2E_BUILD_ID_FILE, { force: true });
}
