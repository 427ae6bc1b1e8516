// GET /family/invitations/{token} (no auth) and POST /family/invitations/{token}/accept.
// An invitation works once, for its own family only and for the account of the address it
// was sent to, until it expires; any other token is a 404.
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { joinAsInvitedMember, refuseIfInFamily } from '#domain/family/invitation-steps.ts';
import { requireCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody, tokenParam } from '../http/validate.ts';
import { sqlOf } from '../zero/zero-database.ts';
import { findOpenInvitation, takeInvitation } from './invitation-store.ts';
import { plainText } from '#domain/text/input-rules.ts';
import { documented } from '../openapi/route-doc.ts';

export const acceptBody = z.object({ user_id: z.nullish(plainText(64)) });

export function invitationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/invitations/:token',
      documented({
        tag: 'Family',
        summary: 'An invitation (no sign-in: the token is the credential)',
        public: true,
        response: z.object({ family_name: z.string(), email: z.string() }),
        errors: [ErrorCode.INVITATION_INVALID],
      }),
      async (c) => {
        const invitation = await findOpenInvitation(deps.sql, tokenParam(c));
        if (!invitation) throw new AppError(ErrorCode.INVITATION_INVALID);
        return c.json({ family_name: invitation.family_name, email: invitation.email });
      },
    )
    .post(
      '/invitations/:token/accept',
      documented({
        tag: 'Family',
        summary: 'Accept an invitation',
        body: acceptBody,
        example: {},
        response: z.object({ family_name: z.string(), new_family: z.boolean() }),
        errors: [
          ErrorCode.FORBIDDEN,
          ErrorCode.INVITATION_INVALID,
          ErrorCode.INVITATION_OTHER_EMAIL,
          ErrorCode.ALREADY_IN_FAMILY,
        ],
      }),
      async (c) => {
        const caller = requireCaller(c);
        const body = await jsonBody(c, acceptBody);
        if (body.user_id && body.user_id !== caller.userID) throw new AppError(ErrorCode.FORBIDDEN);
        const accepted = await deps.zeroDb.transaction(async (tx) => {
          const invitation = await takeInvitation(sqlOf(tx), tokenParam(c), caller.userID);
          if (!invitation) throw new AppError(ErrorCode.INVITATION_INVALID);
          // A link only works for the address it was sent to: a forwarded or leaked link
          // cannot bring another account into the family (the refusal undoes the take).
          if (invitation.email.trim().toLowerCase() !== caller.email.trim().toLowerCase())
            throw new AppError(ErrorCode.INVITATION_OTHER_EMAIL);
          if (invitation.family_id && invitation.family_user_id) {
            await joinAsInvitedMember(
              tx,
              { userID: caller.userID, email: caller.email },
              { familyID: invitation.family_id, familyUserID: invitation.family_user_id },
            );
          } else {
            // An approved access request: the family is created at setup, under this name.
            await refuseIfInFamily(tx, caller.userID);
          }
          return invitation;
        });
        // A new family exists only after setup: the client must not say "joined" yet.
        return c.json({ family_name: accepted.family_name, new_family: !accepted.family_id });
      },
    );
}
