import type { HtmlElement } from './html-tree.ts';
import { lineOf } from './label-headings.ts';
import type { PageMeta } from './page-meta.ts';

// A site's name after the recipe's, as a document title carries it: ' - Mindmegette.hu'. Only
// a web address says it is the site's: after a dash a name may go on ('Grove pannekaker -
// Perfekt middag'), and some sites' titles keep ' | Recipes'.
const SITE_SEPARATOR = /\s[-|–—·]\s/;
const SITE_ADDRESS =
  /\p{L}\.(?:com|net|org|hu|de|fr|it|es|nl|pl|dk|no|se|fi|cz|sk|ro|pt|co|uk|au|nz|ca|ru|at|ch|be|ie|in|br)\b/iu;

/**
 * The recipe's name without the words a site adds to it in its structured data ('Tepsis
 * krumpli Recept képpel - Mindmegette.hu - Receptek', copied from the document title): when a
 * main heading of the page is the start of the name and what follows holds a separator and the
 * site's address, the heading is the name.
 */
export function withoutSiteWords(name: string, all: readonly HtmlElement[]): string {
  if (!SITE_SEPARATOR.test(name)) return name;
  // Every h1, not only the page's first (PageMeta.firstH1): a site's search box may come first
  // ('Keress receptre vagy hozzávalóra').
  for (const el of all) {
    if (el.tag !== 'h1') continue;
    const heading = lineOf(el);
    if (heading.length < 3 || heading.length >= name.length || !name.startsWith(heading)) continue;
    const rest = name.slice(heading.length);
    if (SITE_SEPARATOR.test(rest) && SITE_ADDRESS.test(rest)) return heading;
  }
  return name;
}

const withoutSiteSuffix = (title: string): string => title.replace(/\s+[|–—-]\s+[^|–—-]+$/, '');

// A document title that announces a recipe ("Recipe: Huevos a la Diabla"), as news sites
// title a recipe printed in an article whose headline, the h1, says something else.
const ANNOUNCED =
  /^(?:recipe|rezept|recette|receta|ricetta|recept|opskrift|oppskrift)\s*:\s*(\S.*)$/iu;

/**
 * Title from the page itself: the name the document title announces, else `printedName` (a
 * recipe's name printed above it in an article), else the main heading, else og:title or
 * <title> minus a site suffix.
 */
export function pageTitle(meta: PageMeta, printedName?: string): string {
  const announced = ANNOUNCED.exec(withoutSiteSuffix(meta.documentTitle ?? ''))?.[1]?.trim();
  const title =
    announced ??
    printedName ??
    meta.firstH1 ??
    withoutSiteSuffix(meta.ogTitle ?? meta.documentTitle ?? '');
  // A wiki namespace ("Cookbook:Pumpkin Pie") is not part of the dish's name.
  return title.replace(/^\p{L}+:(?=\p{L})/u, '').trim();
}
