import { describe, expect, it } from 'vitest';
import {
  hasDirectionControl,
  nameText,
  withoutDirectionControls,
} from '#domain/text/direction-controls.ts';
import { codedIssue } from '#domain/errors.ts';

const CONTROLS = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x61c]; // prettier-ignore

describe('direction controls in names', () => {
  it('finds every override, isolate and mark, and nothing in ordinary letters', () => {
    for (const point of CONTROLS) {
      expect(hasDirectionControl(`Milk${String.fromCodePoint(point)}`)).toBe(true);
    }
    for (const name of ['Goat Cheese', 'חלב', 'خبز', 'Crème fraîche', 'Zoë’s 🍰']) {
      expect(hasDirectionControl(name)).toBe(false);
    }
    expect(withoutDirectionControls('\u200FSoup\u202E')).toBe('Soup');
  });

  it('refuses them in a name schema with the code and the field named', () => {
    const result = nameText(100, 'item').safeParse('Cheddar\u202Eesaehc');
    expect(result.success).toBe(false);
    const refusal = codedIssue(result.error?.issues);
    expect(refusal?.code).toBe('NAME_HAS_DIRECTION_CONTROL');
    expect(refusal?.message).toBe(
      'Item name cannot contain hidden characters that change the direction of text.',
    );
    expect(nameText(100, 'item').safeParse('Cheddar').success).toBe(true);
  });
});
