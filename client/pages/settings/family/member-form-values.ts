// A member form's text values, to and from the member's fields; checked with the same
// rules as the server (domain/family/member-fields.ts).
import { errorCodeOf, errorMessages } from '#domain/errors.ts';
import {
  parseMemberFields,
  savedBirthdate,
  type MemberFields,
} from '#domain/family/member-fields.ts';
import type { FamilyMember } from '#schema';

export type MemberFormValues = {
  first_name: string;
  last_name: string;
  birthdate: string;
  email: string;
  phone: string;
  preferences: string;
};

export const EMPTY_MEMBER_FORM: MemberFormValues = {
  first_name: '',
  last_name: '',
  birthdate: '',
  email: '',
  phone: '',
  preferences: '',
};

export function formValuesOf(member: FamilyMember): MemberFormValues {
  return {
    first_name: member.first_name,
    last_name: member.last_name ?? '',
    birthdate: savedBirthdate(member.birthdate) ?? '',
    email: member.email ?? '',
    phone: member.phone ?? '',
    preferences: member.preferences ?? '',
  };
}

/** The fields to save (empty ones as null), or the first problem in words. */
export function checkMemberForm(
  values: MemberFormValues,
): { fields: MemberFields } | { problem: string } {
  try {
    return { fields: parseMemberFields(values) };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code) return { problem: errorMessages[code] };
    const issue = (error as { issues?: Array<{ message: string }> }).issues?.[0];
    return { problem: issue?.message ?? 'Please check the form.' };
  }
}
