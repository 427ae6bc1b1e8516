// The pages of a folder in the corpus's shape (`<site>/<name>.html` beside `<name>.json`), in
// order, for the benches: sites a filter refuses are skipped before any page of theirs is read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type CorpusPage = {
  site: string;
  /** The saved page's path. */
  html: string;
  /** The fields a person read off the page. */
  expected: () => Record<string, unknown>;
};

export function corpusPages(
  casesDir: string,
  includeSite: (site: string) => boolean = () => true,
): CorpusPage[] {
  const pages: CorpusPage[] = [];
  for (const site of readdirSync(casesDir).sort()) {
    const dir = join(casesDir, site);
    if (!includeSite(site) || !statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.html')) continue;
      const expectedPath = join(dir, file.replace(/\.html$/, '.json'));
      pages.push({
        site,
        html: join(dir, file),
        expected: () => JSON.parse(readFileSync(expectedPath, 'utf8')) as Record<string, unknown>,
      });
    }
  }
  return pages;
}
