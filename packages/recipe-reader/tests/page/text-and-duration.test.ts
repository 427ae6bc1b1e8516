import { describe, expect, it } from 'vitest';
import { parseIsoDuration, toMinutes } from '../../src/page/duration.ts';
import {
  cleanText,
  readableIngredient,
  repairMojibake,
  tidyIngredient,
  tidyStep,
} from '../../src/page/text-cleanup.ts';

describe('durations', () => {
  it('parses ISO-8601 durations into minutes', () => {
    expect(parseIsoDuration('PT1H30M')).toBe(90);
    expect(parseIsoDuration('PT45M')).toBe(45);
    expect(parseIsoDuration('P0DT2H')).toBe(120);
    expect(parseIsoDuration('P1D')).toBe(1440);
    expect(parseIsoDuration('PT1.5H')).toBe(90);
    expect(parseIsoDuration('PT90S')).toBe(2);
    expect(parseIsoDuration('soon')).toBeUndefined();
  });

  it('accepts plain minutes and human text, and treats zero as unknown', () => {
    expect(toMinutes(20)).toBe(20);
    expect(toMinutes('35')).toBe(35);
    expect(toMinutes('1 hr 15 mins')).toBe(75);
    expect(toMinutes('PT0M')).toBeUndefined();
    expect(toMinutes(undefined)).toBeUndefined();
  });
});

describe('text cleanup', () => {
  it('decodes (double-)encoded entities, strips tags and collapses whitespace', () => {
    expect(cleanText('  Fish &amp;amp; chips\u00a0<br> <em>tonight</em> ')).toBe(
      'Fish & chips tonight',
    );
    expect(cleanText('Bake &lt; 5 min')).toBe('Bake < 5 min');
  });

  it('drops zero-width spaces and soft hyphens but keeps the joiners words and emoji need', () => {
    expect(cleanText('Zu\u00adcker\u200b')).toBe('Zucker');
    expect(cleanText('\u0645\u06cc\u200c\u062e\u0648\u0627\u0645')).toBe(
      '\u0645\u06cc\u200c\u062e\u0648\u0627\u0645',
    );
    expect(cleanText('\u{1f469}\u200d\u{1f373} cook')).toBe('\u{1f469}\u200d\u{1f373} cook');
  });

  it('repairs UTF-8 text read as Latin-1 and leaves real text alone', () => {
    expect(repairMojibake('1Â½ cups')).toBe('1½ cups');
    expect(repairMojibake('CafÃ© crème')).toBe('Café crème');
    expect(repairMojibake('Ãge')).toBe('Ãge');
  });

  it('tidies ingredient and step lines', () => {
    expect(tidyIngredient('- 2 eggs')).toBe('2 eggs');
    expect(tidyIngredient('1Â¼ cups half and half')).toBe('1¼ cups half and half');
    expect(tidyIngredient('water ((for 2 cups, use (400 ml)))')).toBe(
      'water (for 2 cups, use (400 ml))',
    );
    // Plugin notation stays as the structured data writes it; the dish form reads it.
    expect(tidyIngredient('2 cup(s) milk')).toBe('2 cup(s) milk');
    expect(readableIngredient('2 cup(s) milk')).toBe('2 cups milk');
    expect(readableIngredient('1/2 gallon(s) ice cream')).toBe('1/2 gallon ice cream');
    // Plurals as the ingredient parser's unit table spells them; other words left as written.
    expect(readableIngredient('2 pinch(s) salt')).toBe('2 pinches salt');
    expect(readableIngredient('2 loaf(s) bread')).toBe('2 loaves bread');
    expect(readableIngredient('3 litre(s) water')).toBe('3 litres water');
    expect(readableIngredient('3 oignon(s) rouges')).toBe('3 oignon(s) rouges');
    expect(readableIngredient('2 large(s) eggs')).toBe('2 large(s) eggs');
    expect(readableIngredient('1 oignon(s)')).toBe('1 oignon(s)');
    expect(readableIngredient('2 carrots (, peeled)')).toBe('2 carrots, peeled');
    expect(tidyIngredient('500.0 g Mehl')).toBe('500 g Mehl');
    expect(tidyIngredient('2.0 Eier')).toBe('2 Eier');
    expect(tidyIngredient('0.5 l Milch')).toBe('0.5 l Milch');
    expect(tidyIngredient('1.05 kg Mehl')).toBe('1.05 kg Mehl');
    expect(tidyStep('Step 2: Stir well.')).toBe('Stir well.');
    expect(tidyStep('3. Bake.')).toBe('Bake.');
    expect(tidyStep('10 Minuten ruhen lassen.')).toBe('10 Minuten ruhen lassen.');
  });
});
