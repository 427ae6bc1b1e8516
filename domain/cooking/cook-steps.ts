// A dish's instructions as cook mode's steps: one a line (as the dish form and recipe
// import store them), a line that numbers several steps inline split at its numbers, and a
// leading "1." or "Step 1:" dropped (cook mode shows its own "Step 1 of 6").
import { splitRunTogetherSteps } from 'recipe-reader';

const LEADING_NUMBER = /^(?:(?:step\s*)?\d{1,2}\s*[.):–-]\s*)/i;

export function cookSteps(instructions: string | null | undefined): string[] {
  return (instructions ?? '')
    .split(/\r?\n/)
    .flatMap((line) => splitRunTogetherSteps(line))
    .map((step) => step.replace(LEADING_NUMBER, '').trim())
    .filter((step) => step.length > 0);
}
