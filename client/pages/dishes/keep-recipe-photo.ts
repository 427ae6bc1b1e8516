// An imported dish keeps its recipe's photo: once the server has the dish, it fetches the
// image the page named (dish.image_url) through its safe fetcher and stores it resized.
// A page whose image cannot be fetched leaves the dish without a photo; "Add photo" on the
// dish page is still there, so nothing is reported.
import type { MutatorResult } from '@rocicorp/zero';
import { apiFetch } from '#client/lib/api.ts';

export async function keepRecipePhoto(result: MutatorResult, dishID: string): Promise<void> {
  const server = await result.server;
  if (server.type === 'error') return;
  await apiFetch(`/dishes/${encodeURIComponent(dishID)}/photo/from-recipe`, {
    method: 'POST',
  }).catch(() => {});
}
