// Before a big shop: "Do we have ...?" for each of the week's ingredients that is not a
// staple, Yes or No with one tap; the No's go on the list. An answer on one device takes
// the question off every other one (the answers are synced). The questions come from what
// the device has synced and the answers go through the list's outbox: it works offline.
import { useState } from 'react';
import type { PantryQuestion } from '#domain/pantry/pantry-rules.ts';
import { Button } from '#client/components/ui/button.tsx';
import { IngredientListDialog } from './ingredient-list-dialog.tsx';
import { usePantryActions } from './use-pantry-actions.ts';
import { usePantryQuestions } from './use-pantry-questions.ts';

export function PantryCheckDialog({ onClose }: { onClose: () => void }) {
  const { questions, loaded } = usePantryQuestions();
  const [answeredHere, setAnsweredHere] = useState<ReadonlySet<string>>(new Set());
  const actions = usePantryActions();
  // An answer waiting in the outbox (offline) is not synced yet: kept off here meanwhile.
  const open = questions.filter((q) => !answeredHere.has(q.ingredient_key));
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
      {!loaded && <p className="text-stone-500">Loading...</p>}
      {loaded && open.length === 0 && (
        <p className="text-stone-600">Nothing to check: the list is ready for the shop.</p>
      )}
    </IngredientListDialog>
  );
}
