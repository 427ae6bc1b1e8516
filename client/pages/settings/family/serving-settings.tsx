// Settings → Family → Portions and units: a child's share of an adult portion by age, and
// the units recipes and the shopping list show. Each change saves at once.
import { useZero } from '@rocicorp/zero/react';
import { kitchenNumber } from 'recipe-reader';
import type { PortionSettings } from '#domain/servings/portions.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { failureNotices } from '#domain/error-messages.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { useFamilyServings } from '#client/pages/servings/use-family-servings.ts';

const CHOICES = [0, 0.25, 1 / 3, 0.5, 2 / 3, 0.75, 1];
const BANDS: ReadonlyArray<readonly [keyof PortionSettings, string]> = [
  ['portion_under_4', 'Under 4'],
  ['portion_4_to_8', '4 to 8'],
  ['portion_9_to_12', '9 to 12'],
];
const SELECT = 'h-10 rounded-lg border border-stone-300 bg-white px-3';

export function ServingSettings() {
  const zero = useZero();
  const toast = useToast();
  const { settings, system } = useFamilyServings();
  const save = (changes: Partial<PortionSettings> & { measurement_system?: 'us' | 'metric' }) =>
    runMutation(zero.mutate(mutators.servings.updateSettings(changes)), toast, {
      success: { title: 'Settings saved' },
      failure: failureNotices.saveServingSettings,
    });

  return (
    <section aria-labelledby="portions-heading" className="mt-8 space-y-3">
      <h3 id="portions-heading" className="text-lg font-semibold">
        Portions and units
      </h3>
      <p className="text-sm text-stone-600">
        A meal cooks for its attendees: adults and guests eat one portion, children a share of one
        by age. From 13 on, a full portion.
      </p>
      <div className="flex flex-wrap gap-4">
        {BANDS.map(([key, label]) => (
          <label key={key} className="flex flex-col text-sm">
            {label}
            <select
              className={SELECT}
              aria-label={`Portion for ages ${label.toLowerCase()}`}
              value={String(settings[key])}
              onChange={(e) => void save({ [key]: Number(e.target.value) })}
            >
              {CHOICES.map((choice) => (
                <option key={choice} value={String(choice)}>
                  {kitchenNumber(choice)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="flex flex-col text-sm">
          Units
          <select
            className={SELECT}
            aria-label="Units"
            value={system}
            onChange={(e) =>
              void save({ measurement_system: e.target.value === 'metric' ? 'metric' : 'us' })
            }
          >
            <option value="us">US (cups, oz, lb)</option>
            <option value="metric">Metric (g, ml)</option>
          </select>
        </label>
      </div>
    </section>
  );
}
