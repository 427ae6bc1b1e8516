// /family and /family/setup (docs/spec.md §7 'Family and invitations').
import { Hono } from 'hono';
import { createFamily } from '#domain/family/create-family.ts';
import { parseSetup } from '#domain/family/setup-fields.ts';
import { queries } from '#domain/zero/queries.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { requireCaller, requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import { familyCreationRight } from '../access/family-creation-right.ts';
import { z } from 'zod';
import { accessRequestRoutes } from '../access/routes.ts';
import { familyMemberRoutes } from './member-routes.ts';
import { invitationRoutes } from '../invitations/routes.ts';
import { familyDocs as docs } from './family-docs.ts';
import { documented } from '../openapi/route-doc.ts';

export function familyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', documented(docs.family), async (c) => {
      const caller = requireFamilyCaller(c);
      const family = await deps.zeroDb.run(
        queries.family.current.fn({ args: undefined, ctx: caller }),
      );
      if (!family) throw new AppError(ErrorCode.NOT_FOUND, 'Family not found');
      return c.json({
        name: family.name,
        members: family.members.map((m) => ({
          family_user_id: m.family_user_id,
          user_id: m.user_id ?? null,
          first_name: m.first_name,
        })),
      });
    })
    .get('/setup', documented(docs.setupNeeded), async (c) => {
      // 200 means setup is still needed; 204 means the caller already has a family.
      const caller = requireCaller(c);
      if (caller.familyID) return c.body(null, 204);
      const right = await familyCreationRight(deps.sql, deps.env, caller);
      return c.json({
        // Without the right the page explains instead of offering a form that would fail.
        may_create_family: right.allowed,
        // The family named in the approved access request.
        family_name: right.familyName,
        first_name: null,
        last_name: null,
        preferences: null,
        birthdate: null,
      });
    })
    .post('/setup', documented(docs.setup), async (c) => {
      const caller = requireCaller(c);
      const fields = parseSetup(await jsonBody(c, z.unknown()));
      // A member already in a family hears that from createFamily; anyone else needs the right.
      if (!caller.familyID && !(await familyCreationRight(deps.sql, deps.env, caller)).allowed)
        throw new AppError(ErrorCode.FAMILY_SETUP_CLOSED);
      const ids = { familyID: crypto.randomUUID(), familyUserID: crypto.randomUUID() };
      try {
        await deps.zeroDb.transaction((tx) => createFamily(tx, caller, fields, ids));
      } catch (error) {
        // Two submits racing: the unique user_id turns the second into a clear 409.
        if ((error as { code?: string }).code === '23505')
          throw new AppError(ErrorCode.ALREADY_IN_FAMILY);
        throw error;
      }
      return c.json({ family_id: ids.familyID, family_name: fields.family_name }, 201);
    })
    .route('/users', familyMemberRoutes(deps))
    .route('/', invitationRoutes(deps))
    .route('/', accessRequestRoutes(deps));
}
