// Access requests (/request-access): stored, then approved by the instance operator
// (`npm run access -- approve <email>`), or at once when ACCESS_REQUEST_APPROVAL=automatic.
// Approval emails an invitation to start the requested family, or, when the address
// already has an account, a note to sign in instead: the form itself never says which.
import type { Sql } from 'postgres';
import { publicUrl } from '../env.ts';
import type { AppDeps } from '../http/app-env.ts';
import { createInvitation, invitationLink } from '../invitations/invitation-store.ts';
import { existingAccountMessage, invitationMessage } from '../mail/messages.ts';

type Deps = Pick<AppDeps, 'env' | 'sql' | 'mailer'>;

export type AccessRequest = {
  id: string;
  email: string;
  family_name: string;
  status: 'pending' | 'approved' | 'denied';
  requested_from: string | null;
  created_at: Date;
};

/** Records a request; a second one for an address already waiting changes nothing. */
export async function recordAccessRequest(
  deps: Deps,
  request: { email: string; familyName: string; ip: string },
): Promise<void> {
  const [inserted] = await deps.sql<{ id: string }[]>`
    INSERT INTO private.access_request (id, email, family_name, requested_from)
    VALUES (${crypto.randomUUID()}, ${request.email}, ${request.familyName}, ${request.ip})
    ON CONFLICT DO NOTHING RETURNING id`;
  if (!inserted) return;
  if (deps.env.ACCESS_REQUEST_APPROVAL === 'automatic') {
    try {
      await approveAccessRequest(deps, request.email);
    } catch (error) {
      // The email could not be sent: the request waits for the operator instead.
      console.error(`Could not approve the access request of ${request.email}: ${String(error)}`);
      await deps.sql`UPDATE private.access_request SET status = 'pending', decided_at = NULL
                      WHERE id = ${inserted.id}`;
    }
  } else {
    console.log(
      `Access request from ${request.email} for the ${request.familyName} family; ` +
        `approve with: npm run access -- approve ${request.email}`,
    );
  }
}

export type ApprovalResult = 'invited' | 'already-registered' | 'no-pending-request';

export async function approveAccessRequest(deps: Deps, email: string): Promise<ApprovalResult> {
  const [request] = await deps.sql<{ email: string; family_name: string }[]>`
    UPDATE private.access_request SET status = 'approved', decided_at = now()
     WHERE lower(email) = ${email.toLowerCase()} AND status = 'pending'
    RETURNING email, family_name`;
  if (!request) return 'no-pending-request';
  const [account] = await deps.sql`
    SELECT 1 FROM private.account WHERE lower(email) = ${request.email.toLowerCase()}`;
  if (account) {
    await deps.mailer.send(existingAccountMessage(request.email, `${publicUrl(deps.env)}/login`));
    return 'already-registered';
  }
  const token = await createInvitation(deps.sql, {
    email: request.email,
    familyID: null,
    familyUserID: null,
    familyName: request.family_name,
    invitedBy: null,
  });
  await deps.mailer.send(
    invitationMessage(request.email, {
      familyName: request.family_name,
      inviterName: null,
      link: invitationLink(deps.env, token),
      newFamily: true,
    }),
  );
  return 'invited';
}

export async function denyAccessRequest(sql: Sql, email: string): Promise<boolean> {
  const rows = await sql`
    UPDATE private.access_request SET status = 'denied', decided_at = now()
     WHERE lower(email) = ${email.toLowerCase()} AND status = 'pending' RETURNING id`;
  return rows.length > 0;
}

export async function listAccessRequests(sql: Sql, status = 'pending'): Promise<AccessRequest[]> {
  return sql<AccessRequest[]>`
    SELECT id, email, family_name, status, requested_from, created_at
      FROM private.access_request WHERE status = ${status} ORDER BY created_at`;
}
