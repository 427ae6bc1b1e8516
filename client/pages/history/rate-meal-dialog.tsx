// Rate a past meal for the family: adults with stars, children with faces (worth 1–5),
// optional notes. A member rates for themself; members without an account are rated for
// by whoever holds the tablet. Others' ratings show read-only.
import { useState } from 'react';
import { mealRatings, type MealWithParts } from '#domain/meals/meal-view.ts';
import { mealRowDate } from '#domain/time/date-labels.ts';
import { ratingsByMember } from '#domain/ratings/member-ratings.ts';
import { ratesWithFaces } from '#domain/ratings/rating-scale.ts';
import { averageRating, formatRating } from '#domain/ratings/ratings.ts';
import type { FamilyMember } from '#schema';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { closedBy, ModalDialog } from '#client/components/ui/dialog.tsx';
import { FaceRating } from '#client/components/ui/face-rating.tsx';
import { StarRating } from '#client/components/ui/star-rating.tsx';
import { bindText } from '#client/components/ui/field-binding.ts';
import { TextAreaField } from '#client/components/ui/text-field.tsx';
import { failureNotices } from '#domain/error-messages.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { useFamilyOutbox } from '#client/offline/outbox/use-family-outbox.ts';

export function RateMealDialog(props: {
  meal: MealWithParts;
  label: string;
  members: readonly FamilyMember[];
  me: string | null;
  today: string;
  onClose: () => void;
}) {
  const outbox = useFamilyOutbox();
  const toast = useToast();
  const [values, setValues] = useState<Map<string, number>>(() => {
    const means = ratingsByMember(mealRatings(props.meal));
    return new Map(
      props.members.map((m) => [m.family_user_id, Math.round(means.get(m.family_user_id) ?? 0)]),
    );
  });
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [notes, setNotes] = useState('');
  const editable = (m: FamilyMember) => m.family_user_id === props.me || !m.user_id;
  const rate = (id: string, value: number) => {
    setValues((current) => new Map(current).set(id, value));
    setTouched((current) => new Set(current).add(id));
  };
  const given = [...values.values()].filter((v) => v > 0);
  const average = averageRating(given);
  // Only what was set in this dialog is saved: a row's starting value is that member's mean
  // over the dishes, and saving it would write it onto dishes they never rated.
  const ratings = props.members
    .filter((m) => editable(m) && touched.has(m.family_user_id))
    .map((m) => ({ family_user_id: m.family_user_id, rating: values.get(m.family_user_id) ?? 0 }))
    .filter((r) => r.rating > 0);

  const save = async () => {
    if (given.length === 0 || (ratings.length === 0 && notes.trim())) {
      toast(
        problemToast('Please rate the meal', 'At least one family member should rate this meal.'),
      );
      return;
    }
    // Nothing set here: every member keeps what they gave each dish.
    if (ratings.length === 0) return props.onClose();
    const saved = await runMutation(
      outbox.submit({
        op: 'rateMeal',
        args: { meal_id: props.meal.meal_id, ratings, notes, now: Date.now() },
      }),
      toast,
      { success: { title: 'Ratings saved' }, failure: failureNotices.rateDish },
    );
    if (saved) props.onClose();
  };

  return (
    <ModalDialog
      onOpenChange={closedBy(props.onClose)}
      width="md"
      title={`Rate ${props.label}`}
      description={`${mealRowDate(props.meal.meal_date)} · each rating applies to every dish of the meal`}
    >
      <ul className="space-y-3">
        {props.members.map((member) => {
          const id = member.family_user_id;
          const value = values.get(id) ?? 0;
          const onRate = editable(member) ? (v: number) => rate(id, v) : undefined;
          const label = `${member.first_name}’s rating`;
          return (
            <li key={id} className="flex items-center justify-between gap-3">
              <span>
                {member.first_name}
                {!onRate && (
                  <span className="block text-xs text-stone-500">rates on their own account</span>
                )}
              </span>
              {ratesWithFaces(member.birthdate, props.today) ? (
                <FaceRating value={value} onRate={onRate} label={label} />
              ) : (
                <StarRating value={value} onRate={onRate} label={label} size="lg" />
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-stone-600">
        Average:{' '}
        <span className="font-semibold">{average === null ? '—' : formatRating(average)}</span>
      </p>
      <TextAreaField
        id="rating-notes"
        label="Notes (optional)"
        rows={2}
        {...bindText(notes, setNotes)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
        <Button onClick={save}>Save Ratings</Button>
      </div>
    </ModalDialog>
  );
}
