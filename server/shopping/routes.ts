// /shopping-items (docs/spec.md §7 'Shopping'). Writes run the same mutators the browser runs.
import { Hono } from 'hono';
import { z } from 'zod';
import { MIN_SUGGESTION_CHARS } from '#domain/shopping/shopping-item-fields.ts';
import { queries } from '#domain/zero/queries.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import { periodRange } from '#domain/time/family-dates.ts';
import { familySecret } from './family-secret.ts';
import { lockFamilyRefresh, pastItemNames } from './queries.ts';
import { applyRefresh } from '#domain/shopping/apply-refresh.ts';
import { plannedDishes, REFRESH_PERIOD } from '#domain/shopping/planned-dishes.ts';
import { sendListByText } from './send-list.ts';
import { familyToday } from '../family/family-today.ts';
import { clientAddress } from '../sms/client-address.ts';
import { plainText } from '#domain/text/input-rules.ts';
import { serverMutatorGroups } from '../zero/server-mutators.ts';
import { itemPatchBody, newItemBody, shoppingDocs as docs } from './shopping-docs.ts';
import { documented } from '../openapi/route-doc.ts';

export function shoppingRoutes(deps: AppDeps) {
  const listFor = (ctx: ReturnType<typeof requireFamilyCaller>) =>
    deps.zeroDb.run(queries.shoppingItems.list.fn({ args: undefined, ctx }));

  const sms = deps.sms;

  return new Hono<AppEnv>()
    .get('/', documented(docs.list), async (c) => c.json(await listFor(requireFamilyCaller(c))))
    .get('/autocomplete', documented(docs.autocomplete), async (c) => {
      const caller = requireFamilyCaller(c);
      const q = z.catch(plainText(100), '').parse(c.req.query('q')).trim();
      if (q.length < MIN_SUGGESTION_CHARS) return c.json([]);
      return c.json(await pastItemNames(deps.sql, caller.familyID, q));
    })
    .post('/', documented(docs.add), async (c) => {
      const ctx = requireFamilyCaller(c);
      const args = { ...(await jsonBody(c, newItemBody)), id: crypto.randomUUID() };
      await deps.zeroDb.transaction((tx) =>
        serverMutatorGroups.shoppingItem.add.fn({ tx, ctx, args }),
      );
      const items = await listFor(ctx);
      return c.json(
        // An open item of the same name is added to (docs/shopping.md): that item.
        items.find((item) => item.id === args.id || item.merged_ids?.includes(args.id)),
        201,
      );
    })
    .patch('/:id', documented(docs.change), async (c) => {
      const ctx = requireFamilyCaller(c);
      const body = await jsonBody(c, itemPatchBody);
      const id = idParam(c);
      await deps.zeroDb.transaction((tx) =>
        'is_completed' in body
          ? serverMutatorGroups.shoppingItem.setCompleted.fn({ tx, ctx, args: { id, ...body } })
          : serverMutatorGroups.shoppingItem.edit.fn({ tx, ctx, args: { id, ...body } }),
      );
      return c.body(null, 204);
    })
    .delete('/:id', documented(docs.remove), async (c) => {
      const ctx = requireFamilyCaller(c);
      const id = idParam(c);
      await deps.zeroDb.transaction((tx) =>
        serverMutatorGroups.shoppingItem.remove.fn({ tx, ctx, args: { id } }),
      );
      return c.body(null, 204);
    })
    .post('/refresh-via-meals', documented(docs.refresh), async (c) => {
      const caller = requireFamilyCaller(c);
      const range = periodRange(REFRESH_PERIOD, await familyToday(deps, caller.familyID));
      const family = { id: caller.familyID, secret: await familySecret(deps.sql, caller.familyID) };
      const summary = await deps.zeroDb.transaction(async (tx) => {
        await lockFamilyRefresh(tx.dbTransaction, caller.familyID);
        return applyRefresh(tx, family, await plannedDishes(tx, caller.familyID, range));
      });
      return c.json(summary);
    })
    .post('/send-list', documented(docs.sendList), async (c) => {
      const caller = requireFamilyCaller(c);
      const sent = await sendListByText(deps, sms, caller, await listFor(caller), clientAddress(c));
      return c.json(sent);
    })
    .delete('/', documented(docs.clear), async (c) => {
      const ctx = requireFamilyCaller(c);
      await deps.zeroDb.transaction((tx) =>
        serverMutatorGroups.shoppingItem.removeAll.fn({ tx, ctx, args: undefined }),
      );
      return c.body(null, 204);
    });
}
