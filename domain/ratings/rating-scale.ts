// How a member rates in the rate-meal dialog: children with five faces, others with
// stars; both are worth 1 to 5. Under 13 counts as a child, the age below which a member
// cannot have an account of their own (the minimum invite age, docs/spec.md §9).
import { ageOn, CHILD_AGE_BELOW } from '../family/age.ts';

export { CHILD_AGE_BELOW };

export function ratesWithFaces(birthdate: string | null | undefined, today: string): boolean {
  const age = ageOn(birthdate, today);
  return age !== null && age < CHILD_AGE_BELOW;
}

export const FACES = [
  { value: 1, emoji: '😖', label: 'Yuck' },
  { value: 2, emoji: '🙁', label: 'Not really' },
  { value: 3, emoji: '😐', label: 'Okay' },
  { value: 4, emoji: '🙂', label: 'Good' },
  { value: 5, emoji: '😍', label: 'Love it' },
] as const;
