// /family/export and /family/import (Settings → Data, and family setup on a new server).
import { Hono } from 'hono';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { requireCaller, requireFamilyCaller } from '../auth/middleware.ts';
import { exportFamily } from './export-family.ts';
import { importFamily } from './import-family.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { familyToday } from '../family/family-today.ts';
import { z } from 'zod';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const exportDoc = {
  tag: 'Family data',
  summary: 'Download everything the family owns (tar.gz of JSON files)',
  rawResponse: 'application/gzip',
  errors: [ErrorCode.NO_FAMILY],
} satisfies RouteDoc;

const importDoc = {
  tag: 'Family data',
  summary: 'Recreate a family from an export (for an account with no family)',
  rawBody: 'application/gzip',
  status: 201,
  response: z.object({ family_id: z.string(), family_name: z.string() }),
  errors: [ErrorCode.ALREADY_IN_FAMILY, ErrorCode.IMPORT_INVALID, ErrorCode.TOO_MANY_IMPORTS],
} satisfies RouteDoc;

export function familyArchiveRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/export', documented(exportDoc), async (c) => {
      const caller = requireFamilyCaller(c);
      const archive = await exportFamily(deps.sql, deps.photos, caller);
      const day = await familyToday(deps, caller.familyID);
      return c.body(new Uint8Array(archive), 200, {
        'content-type': 'application/gzip',
        'content-disposition': `attachment; filename="family-export-${day}.tar.gz"`,
      });
    })
    .post('/import', documented(importDoc), async (c) => {
      const caller = requireCaller(c);
      if (caller.apiTokenID) throw new AppError(ErrorCode.TOKEN_NOT_ALLOWED);
      if (caller.familyID) throw new AppError(ErrorCode.ALREADY_IN_FAMILY);
      await deps.limits.familyImportBy(caller.userID);
      const archive = Buffer.from(await c.req.arrayBuffer());
      const imported = await importFamily(deps.sql, deps.photos, caller, archive);
      return c.json(imported, 201);
    });
}
