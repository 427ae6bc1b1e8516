// The export page says what family-secret.json is and that the file must be kept private
// (docs/data-and-api.md).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FamilyExportCard } from '#client/pages/settings/data/family-export-card.tsx';

describe('Family Export card', () => {
  it('names family-secret.json and says to keep the file private', () => {
    const text = renderToStaticMarkup(createElement(FamilyExportCard)).replace(/<[^>]+>/g, '');
    expect(text).toContain('Keep the file private: anyone who has it can read everything in it.');
    expect(text).toContain('family-secret.json, the family&#x27;s secret key');
  });
});
