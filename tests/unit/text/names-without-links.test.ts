// Names hold no web addresses (domain/text/names-without-links.ts): setup, the member
// fields and access requests refuse them, and an invitation leaves out an older name that
// holds one, so no mail client links it.
import { describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { parseMemberFields } from '#domain/family/member-fields.ts';
import { parseSetup } from '#domain/family/setup-fields.ts';
import { hasLink } from '#domain/text/names-without-links.ts';
import { invitationMessage } from '#server/mail/messages.ts';

const LINKS = [
  'https://evil.example',
  'Mallory http://x',
  'Visit evil.com',
  'EVIL.COM',
  'www.example',
  'evil.example/login',
  'evil\u3002com',
  'evil\uFF0Ecom',
  'mallory@evil.example',
  'Pay at bit.ly',
];
const NAMES = ['Ada', 'Mary-Jo', "O'Brien", 'J.R.', 'St. Clair', 'Dr. Ngozi', 'José Ñúñez', 'Li'];

function codeOf(run: () => unknown) {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('names without links', () => {
  it('tells web addresses from names', () => {
    expect(LINKS.filter((text) => !hasLink(text))).toEqual([]);
    expect(NAMES.filter(hasLink)).toEqual([]);
  });

  it('member fields and setup refuse a name with an address', () => {
    for (const name of LINKS) {
      expect(codeOf(() => parseMemberFields({ first_name: name }))).toBe('NAME_HAS_LINK');
      expect(codeOf(() => parseMemberFields({ first_name: 'Ada', last_name: name }))).toBe(
        'NAME_HAS_LINK',
      );
      expect(codeOf(() => parseSetup({ family_name: name, first_name: 'Ada' }))).toBe(
        'NAME_HAS_LINK',
      );
    }
    for (const name of NAMES)
      expect(codeOf(() => parseMemberFields({ first_name: name }))).toBe('ok');
  });

  it('an invitation leaves out names saved with an address before the rule', () => {
    const mail = invitationMessage('anyone@example.test', {
      familyName: 'Okoro evil.example/login',
      inviterName: 'Ada https://evil.example',
      link: 'https://planner.example/invite/abc',
      newFamily: false,
    });
    expect(mail.text.split('\n')[0]).toBe(
      'A family member invited you to join a family on Family Dinner Planner.',
    );
    expect(`${mail.subject}\n${mail.text}`).not.toContain('evil');
  });
});
