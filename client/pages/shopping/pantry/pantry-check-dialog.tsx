// Before a big shop: "Do we have ...?" for each of the week's ingredients that is not a
// staple, Yes or No with one tap; the No's go on the list. An answer on one device takes
// the question off every other one (the answers are synced).
import { useQuery } from '@rocicorp/zero/react';
import { useEffect, useState } from 'react';
import {
  askedInPantryCheck,
  pantryView,
  type PantryQuestion,
} from '#domain/pantry/pantry-rules.ts';
import { queries } from '#domain/zero/queries.ts';
import { Button } from '#client/components/ui/button.tsx';
import { apiFetch } from '#client/lib/api.ts';
import { IngredientListDialog } from './ingredient-list-dialog.tsx';
import { usePantryActions } from './use-pantry-actions.ts';

export function PantryCheckDialog({ onClose }: { onClose: () => void }) {
  const [questions, setQuestions] = useState<PantryQuestion[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [staples] = useQuery(queries.pantry.staples());
  const [answers] = useQuery(queries.pantry.answers());
  const [answeredHere, setAnsweredHere] = useState<ReadonlySet<string>>(new Set());
  const actions = usePantryActions();
  useEffect(() => {
    apiFetch<PantryQuestion[]>('/pantry/check').then(setQuestions, () => setFailed(true));
  }, []);

  const view = pantryView(staples, answers, Date.now());
  const open = (questions ?? []).filter(
    (q) => askedInPantryCheck(view, q.ingredient_key) && !answeredHere.has(q.ingredient_key),
  );
  const answer = (question: PantryQuestion, have: boolean) => {
    setAnsweredHere((before) => new Set([...before, question.ingredient_key]));
    void actions.answer(question, have);
  };

  return (
    <IngredientListDialog
      title="Pantry check"
      description="Do we have these for this week’s meals? No puts it on the list."
      onClose={onClose}
      listLabel="Do we have"
      items={open}
      keyOf={(question) => question.ingredient_key}
      label={(question) => (
        <>
          Do we have <span className="font-medium">{question.name}</span>?
        </>
      )}
      controls={(question) => (
        <>
          <Button
            variant="secondary"
            className="h-11 w-14 shrink-0"
            aria-label={`Yes, we have ${question.name}`}
            onClick={() => answer(question, true)}
          >
            Yes
          </Button>
          <Button
            variant="secondary"
            className="h-11 w-14 shrink-0"
            aria-label={`No, we need ${question.name}`}
            onClick={() => answer(question, false)}
          >
            No
          </Button>
        </>
      )}
    >
      {failed && <p className="text-red-700">The week’s ingredients could not be loaded.</p>}
      {questions === null && !failed && <p className="text-stone-500">Loading...</p>}
      {questions !== null && open.length === 0 && (
        <p className="text-stone-600">Nothing to check: the list is ready for the shop.</p>
      )}
    </IngredientListDialog>
  );
}
