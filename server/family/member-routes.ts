// /family/users (docs/spec.md §7 'Family and invitations'): the caller's profile, adding and
// editing members, and inviting one. Writes run the same mutators as the browser.
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { markMemberInvited } from '#domain/family/invitation-steps.ts';
import { todayIn } from '#domain/time/family-dates.ts';
import { zql, type FamilyMember } from '#schema';
import { checkEmail } from '../auth/credentials.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv, Caller } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import { createInvitation, invitationLink } from '../invitations/invitation-store.ts';
import { invitationMessage } from '../mail/messages.ts';
import { serverMutatorGroups } from '../zero/server-mutators.ts';
import { sqlOf } from '../zero/zero-database.ts';
import { memberFirstName } from './queries.ts';
import { familyDocs as docs, inviteBody, memberPatchBody, newMemberBody } from './family-docs.ts';
import { documented } from '../openapi/route-doc.ts';

type FamilyCaller = Caller & { familyID: string };

/** A member as the API shows it (docs/spec.md §3 Family member / user). */
export function memberProfile(member: FamilyMember) {
  return {
    family_user_id: member.family_user_id,
    user_id: member.user_id ?? null,
    first_name: member.first_name,
    last_name: member.last_name ?? null,
    preferences: member.preferences ?? null,
    birthdate: member.birthdate ?? null,
    email: member.email ?? null,
    phone: member.phone ?? null,
    phone_verified: member.phone_verified,
    phone_verification_status: member.phone_verified ? 'verified' : 'not verified',
    sms_optin: member.sms_optin,
    status: member.status ?? null,
    invited_at: member.invited_at ? new Date(member.invited_at).toISOString() : null,
  };
}

export function familyMemberRoutes(deps: AppDeps) {
  const memberOf = async (ctx: FamilyCaller, id: string) => {
    const member = await deps.zeroDb.run(
      zql.family_member.where('family_user_id', id).where('family_id', ctx.familyID).one(),
    );
    if (!member) throw new AppError(ErrorCode.NOT_FOUND, 'Family member not found');
    return memberProfile(member);
  };
  const myID = (ctx: FamilyCaller) => {
    if (!ctx.familyUserID) throw new AppError(ErrorCode.NO_FAMILY);
    return ctx.familyUserID;
  };
  const update = async (ctx: FamilyCaller, id: string, body: unknown) => {
    const args = {
      ...memberPatchBody.parse(body),
      family_user_id: id,
    };
    await deps.zeroDb.transaction((tx) => serverMutatorGroups.member.update.fn({ tx, ctx, args }));
    return memberOf(ctx, id);
  };

  return new Hono<AppEnv>()
    .get('/me', documented(docs.me), async (c) => {
      const ctx = requireFamilyCaller(c);
      return c.json(await memberOf(ctx, myID(ctx)));
    })
    .patch('/me', documented(docs.changeMe), async (c) => {
      const ctx = requireFamilyCaller(c);
      return c.json(await update(ctx, myID(ctx), await jsonBody(c, z.unknown())));
    })
    .post('/', documented(docs.add), async (c) => {
      const ctx = requireFamilyCaller(c);
      const body = await jsonBody(c, newMemberBody);
      const args = { ...body, family_user_id: crypto.randomUUID() };
      await deps.zeroDb.transaction((tx) =>
        serverMutatorGroups.member.create.fn({ tx, ctx, args }),
      );
      return c.json(await memberOf(ctx, args.family_user_id), 201);
    })
    .patch('/:id', documented(docs.change), async (c) => {
      const ctx = requireFamilyCaller(c);
      return c.json(await update(ctx, idParam(c), await jsonBody(c, z.unknown())));
    })
    .post('/:id/invite', documented(docs.invite), async (c) => {
      const ctx = requireFamilyCaller(c);
      const email = checkEmail((await jsonBody(c, inviteBody)).email);
      const id = idParam(c);
      await deps.limits.emailRequestFrom(clientIp(c, deps.env.TRUST_PROXY));
      const family = await deps.zeroDb.run(zql.family.where('id', ctx.familyID).one());
      if (!family) throw new AppError(ErrorCode.NO_FAMILY);
      const inviterName = await memberFirstName(deps.sql, ctx.familyUserID);
      // The email is sent inside the transaction: if it cannot be handed over, the member
      // is not marked Invited and the link never existed.
      await deps.zeroDb.transaction(async (tx) => {
        await markMemberInvited(tx, ctx, {
          family_user_id: id,
          email,
          today: todayIn(family.time_zone),
        });
        if (!(await deps.limits.mayEmail(email))) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
        const token = await createInvitation(sqlOf(tx), {
          email,
          familyID: ctx.familyID,
          familyUserID: id,
          familyName: family.name,
          invitedBy: ctx.userID,
        });
        await deps.mailer.send(
          invitationMessage(email, {
            familyName: family.name,
            inviterName,
            link: invitationLink(deps.env, token),
            newFamily: false,
          }),
        );
      });
      return c.json(await memberOf(ctx, id), 201);
    });
}
