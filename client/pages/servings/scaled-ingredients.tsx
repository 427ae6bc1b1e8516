// A dish's ingredient lines scaled to the portions being cooked, in the family's units.
import { scaleLine } from '#domain/servings/scale-line.ts';
import { scaleFactor } from '#domain/servings/portions.ts';
import type { MeasurementSystem } from '#domain/servings/measurement-system.ts';
import { useLinesWithKeys } from './use-lines-with-keys.ts';

export function ScaledIngredients(props: {
  ingredients: readonly string[];
  servings: number | null | undefined;
  portions: number;
  system: MeasurementSystem;
  label?: string;
}) {
  const factor = scaleFactor(props.portions, props.servings);
  const lines = useLinesWithKeys((keyOfLine) =>
    props.ingredients.map((line) => scaleLine(line, factor, props.system, keyOfLine)),
  );
  return (
    <ul className="list-disc space-y-1 pl-5" aria-label={props.label ?? 'Ingredients'}>
      {props.ingredients.map((line, index) => (
        <li key={`${index}-${line}`}>{lines[index]}</li>
      ))}
    </ul>
  );
}
