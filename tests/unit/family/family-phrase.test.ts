import { describe, expect, it } from 'vitest';
import { invitationMessage } from '#server/mail/messages.ts';
import { theFamily } from '#domain/family/family-phrase.ts';

describe('the family in a sentence', () => {
  it('never says "the The" nor "family family"', () => {
    expect(theFamily('Walkers')).toBe('the Walkers family');
    expect(theFamily('The Walkers')).toBe('the Walkers family');
    expect(theFamily('  the walkers ')).toBe('the walkers family');
    expect(theFamily('The Walker Family')).toBe('the Walker family');
    expect(theFamily('Family')).toBe('the Family family');
  });

  it('reads right in the invitation emails', () => {
    for (const newFamily of [true, false]) {
      const mail = invitationMessage('a@example.test', {
        familyName: 'The Walkers',
        inviterName: 'Wendy',
        link: 'http://localhost/invite/x',
        newFamily,
      });
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/the the /i);
      // An ordinary name reads as typed, without quotation marks (single-line-name.ts).
      expect(mail.text).toContain('the Walkers family');
      expect(mail.text).not.toContain('"');
    }
  });
});
