// The words of every email the product sends. Plain text: nothing a family member typed
// (a family name) can turn into markup or a link; names are on one line, and quoted when
// they are not ordinary names, so they cannot pass for the product's own sentences.
import { familyCoreName, theFamily } from '#domain/family/family-phrase.ts';
import { nameForEmail } from '#domain/text/names-without-links.ts';
import { nameInSentence, oneLine } from '#domain/text/single-line-name.ts';
import type { MailMessage } from './mailer.ts';

const PRODUCT = 'Family Dinner Planner';

export function verifyEmailMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your email for ${PRODUCT}`,
    text: [
      `Welcome to ${PRODUCT}!`,
      '',
      'Confirm your email address to finish creating your account:',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
    ].join('\n'),
  };
}

export function resetPasswordMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      'Someone asked to reset the password of your account. To choose a new password, open:',
      link,
      '',
      'The link works once and expires in 1 hour. Resetting signs you out everywhere and',
      'ends your API tokens and your calendar feed address.',
      'If it was not you, ignore this email; your password stays as it is.',
    ].join('\n'),
  };
}

export function invitationMessage(
  to: string,
  invitation: { familyName: string; inviterName: string | null; link: string; newFamily: boolean },
): MailMessage {
  // A name saved before names-without-links.ts that holds an address is left out.
  const familyName = nameForEmail(invitation.familyName);
  const inviterName = nameForEmail(invitation.inviterName);
  const family = familyName
    ? `the ${nameInSentence(familyCoreName(familyName))} family`
    : 'a family';
  const inviter = inviterName ? nameInSentence(inviterName) : 'A family member';
  const opening = invitation.newFamily
    ? `Your request to use ${PRODUCT} for ${familyName ? family : 'your family'} was approved.`
    : `${inviter} invited you to join ${family} on ${PRODUCT}.`;
  return {
    to,
    subject: invitation.newFamily
      ? `Your invitation to ${PRODUCT}`
      : `Join ${familyName ? theFamily(oneLine(familyName)) : 'a family'} on ${PRODUCT}`,
    text: [
      opening,
      '',
      'Open this link to accept:',
      invitation.link,
      '',
      'The link works once and expires in 7 days.',
    ].join('\n'),
  };
}

/** Sent instead of an invitation when the address already has an account, so that the
 * access request form never tells a stranger whether an address is registered. */
export function existingAccountMessage(to: string, loginLink: string): MailMessage {
  return {
    to,
    subject: `You already have a ${PRODUCT} account`,
    text: [
      `Someone asked for access to ${PRODUCT} with this address, which already has an account.`,
      'Sign in here (or reset your password from that page if you forgot it):',
      loginLink,
    ].join('\n'),
  };
}
