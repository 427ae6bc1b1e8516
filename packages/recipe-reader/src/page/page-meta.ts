import { isHidden, textOf, type HtmlElement } from './html-tree.ts';
import { cleanText, collapseWhitespace } from './text-cleanup.ts';

/** Page-level facts every extraction source may fall back on. */
export interface PageMeta {
  /** `<link rel=canonical>`, else `og:url`. */
  canonicalUrl?: string;
  ogTitle?: string;
  ogImage?: string;
  ogDescription?: string;
  metaDescription?: string;
  documentTitle?: string;
  firstH1?: string;
  /** Raw bodies of `<script type="application/ld+json">` blocks, in document order. */
  jsonLd: string[];
}

export function readPageMeta(all: readonly HtmlElement[]): PageMeta {
  const meta: PageMeta = { jsonLd: [] };
  let ogUrl: string | undefined;
  for (const el of all) {
    const a = el.attrs;
    switch (el.tag) {
      case 'script':
        if (a.type && /ld\+json/i.test(a.type)) meta.jsonLd.push(textContent(el));
        break;
      case 'link':
        if (!meta.canonicalUrl && a.rel?.toLowerCase() === 'canonical' && a.href) {
          meta.canonicalUrl = a.href.trim();
        }
        break;
      case 'meta': {
        const key = (a.property ?? a.name ?? '').toLowerCase();
        const content = a.content;
        if (!content) break;
        if (key === 'og:title') meta.ogTitle ??= cleanText(content);
        else if (key === 'og:image' || key === 'og:image:url') meta.ogImage ??= content.trim();
        else if (key === 'og:description') meta.ogDescription ??= cleanText(content);
        else if (key === 'description') meta.metaDescription ??= cleanText(content);
        else if (key === 'og:url') ogUrl ??= content.trim();
        break;
      }
      case 'title':
        meta.documentTitle ??= collapseWhitespace(textContent(el));
        break;
      case 'h1':
        // Screen-reader-only and navigation headings ("Navigation", "Menu") are not the page's
        // title; the visible main heading is.
        if (meta.firstH1 === undefined && !isHiddenOrNav(el)) {
          meta.firstH1 = collapseWhitespace(textOf(el)) || undefined;
        }
        break;
    }
  }
  meta.canonicalUrl ??= ogUrl;
  return meta;
}

/** Raw text of an element (script bodies are a single text child). */
function textContent(el: HtmlElement): string {
  return el.children.filter((c): c is string => typeof c === 'string').join('');
}

function isHiddenOrNav(el: HtmlElement): boolean {
  for (let e: HtmlElement | null = el; e; e = e.parent) {
    if (isHidden(e) || e.tag === 'nav' || e.attrs.role === 'navigation') return true;
  }
  return false;
}
