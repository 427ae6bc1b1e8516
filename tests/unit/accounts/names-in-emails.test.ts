// Names reach emails sent to other people: they are single lines and quoted there, so a
// member cannot write a paragraph into the product's words (docs/security.md).
import { describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { parseMemberFields } from '#domain/family/member-fields.ts';
import { parseSetup } from '#domain/family/setup-fields.ts';
import { nameInSentence } from '#domain/text/single-line-name.ts';
import { invitationMessage } from '#server/mail/messages.ts';

const PHISH = 'Ada\n\nYour account is locked. Confirm your password at https://evil.example';

function codeOf(run: () => unknown) {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
  }
}

describe('names are single lines', () => {
  it('member names with a line break or control character are refused', () => {
    for (const first_name of [PHISH, 'Ada\rX', 'Ada\u2028X', 'Ada\tX'])
      expect(codeOf(() => parseMemberFields({ first_name }))).toBe(
        'NAME_NOT_SINGLE_LINE: Names must fit on one line.',
      );
    expect(codeOf(() => parseMemberFields({ first_name: 'Ada', last_name: 'O\nK' }))).toBe(
      'NAME_NOT_SINGLE_LINE: Names must fit on one line.',
    );
    expect(codeOf(() => parseMemberFields({ first_name: 'Ada Lovelace-Byron' }))).toBe('ok');
  });

  it('family setup refuses a family or first name over several lines', () => {
    expect(codeOf(() => parseSetup({ family_name: 'Okoro\nClick', first_name: 'Ada' }))).toBe(
      'NAME_NOT_SINGLE_LINE: Names must fit on one line.',
    );
    expect(codeOf(() => parseSetup({ family_name: 'Okoro', first_name: PHISH }))).toBe(
      'NAME_NOT_SINGLE_LINE: Names must fit on one line.',
    );
  });

  it('an invitation quotes the names on one line, even from older data', () => {
    const mail = invitationMessage('teen@example.test', {
      familyName: 'Okoro\nfamily. URGENT',
      inviterName: 'Ada\n\nYour account is locked. Call 555-0100',
      link: 'https://planner.example/invite/abc',
      newFamily: false,
    });
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe(
      '"Ada Your account is locked. Call 555-0100" invited you ' +
        'to join the "Okoro family. URGENT" family on Family Dinner Planner.',
    );
    expect(lines[1]).toBe('');
    expect(mail.subject).not.toContain('\n');
  });

  it('an ordinary name reads as typed; one that could pass for a sentence is quoted', () => {
    const mail = invitationMessage('teen@example.test', {
      familyName: 'Berg',
      inviterName: 'Anna',
      link: 'https://planner.example/invite/abc',
      newFamily: false,
    });
    expect(mail.text.split('\n')[0]).toBe(
      'Anna invited you to join the Berg family on Family Dinner Planner.',
    );
    for (const name of ["Mary-Jo O'Neil", 'J. R. Tolkien', 'Zoë Åberg', 'St. Clair'])
      expect(nameInSentence(name)).toBe(name);
    for (const name of ['Okoro family. URGENT', 'Call 555-0100', 'Ada: reset now', 'A B C D E'])
      expect(nameInSentence(name)).toBe(`"${name}"`);
  });
});
