import { Parser } from 'htmlparser2';

/**
 * A deliberately small DOM: recipe extraction only needs tag names, attributes, children and
 * parent links. Building our own from the streaming parser keeps us off htmlparser2's
 * transitive packages (domhandler/domutils are not direct dependencies) and is fast.
 */
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
  /** Split `class` attribute, filled lazily by `classes()`. */
  classList?: string[];
}
export type HtmlNode = HtmlElement | string;

/**
 * Elements whose text never belongs to visible recipe content. A dropdown's options (a
 * servings picker beside the ingredients) are choices, not text.
 */
const SKIPPED_TEXT_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'select',
]);

/** Tags that visually separate text; we put a space (or newline) around them. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'br',
  'button',
]);

/**
 * Deeper than browsers build (Blink stops nesting at 512), and reading text back up a tree
 * costs time per level: a small page of millions of nested tags would take minutes.
 */
export const MAX_NESTING_DEPTH = 512;

export class TooDeeplyNestedError extends Error {
  constructor() {
    super(`HTML nested deeper than ${MAX_NESTING_DEPTH} elements`);
    this.name = 'TooDeeplyNestedError';
  }
}

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [], parent: null };
  let current = root;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (++depth > MAX_NESTING_DEPTH) throw new TooDeeplyNestedError();
        const el: HtmlElement = { tag: name, attrs: attribs, children: [], parent: current };
        current.children.push(el);
        current = el;
      },
      onclosetag() {
        depth -= 1;
        if (current.parent) current = current.parent;
      },
      ontext(text) {
        // Adjacent text chunks are merged so that callers see one string per run of text.
        const last = current.children[current.children.length - 1];
        if (typeof last === 'string') current.children[current.children.length - 1] = last + text;
        else current.children.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return root;
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return typeof node !== 'string';
}

/** Depth-first pre-order list of every element below `root` (root excluded). */
export function descendants(root: HtmlElement): HtmlElement[] {
  const out: HtmlElement[] = [];
  const stack: HtmlElement[] = [root];
  while (stack.length > 0) {
    const el = stack.pop() as HtmlElement;
    if (el !== root) out.push(el);
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i];
      if (child !== undefined && isElement(child)) stack.push(child);
    }
  }
  return out;
}

export function findAll(root: HtmlElement, pred: (el: HtmlElement) => boolean): HtmlElement[] {
  return descendants(root).filter(pred);
}

const NO_CLASSES: string[] = [];

/** The element's class names; split once and kept, as every reader consults them. */
export function classes(el: HtmlElement): string[] {
  if (el.classList) return el.classList;
  const value = el.attrs.class;
  el.classList = value ? value.split(/\s+/).filter(Boolean) : NO_CLASSES;
  return el.classList;
}

/** Every class name and id used in `all`, to skip readers whose markup is absent. */
export function namesInUse(all: readonly HtmlElement[]): Set<string> {
  const names = new Set<string>();
  for (const el of all) {
    for (const c of classes(el)) names.add(c);
    if (el.attrs.id) names.add(el.attrs.id);
  }
  return names;
}

// Utility classes that hide content from everyone: "hidden", "d-none", "u-visuallyhidden", and
// from the screen: "print-only" (a byline printed under the title). Breakpoint variants
// ("hidden-xs") are visible somewhere, so they do not count.
const HIDDEN_CLASS =
  /^(?:.*[-_])?(?:hidden|hide|d-none|visuallyhidden|visually-hidden|sr-only|print-only|visible-print(?:-block|-inline)?)$/i;
// A class saying that a part of the element is hidden ("field-label-hidden": a field shown
// without its label) hides that part, not the element.
const PART_HIDDEN =
  /(?:^|[-_])(?:label|title|heading|caption|icon|header|menu|nav)[-_](?:hidden|hide)$/i;

/**
 * Whether markup marks an element as not shown: the `hidden` attribute, an inline
 * `display:none`, or a hiding utility class. Alternate unit systems and screen-reader-only
 * labels are typically hidden this way, and would otherwise duplicate list entries.
 */
export function isHidden(el: HtmlElement): boolean {
  // Classes on <html> and <body> are the page's state ("genesis-breadcrumbs-hidden",
  // "menu-hidden"), set by themes and scripts: they never hide the page itself.
  if (el.tag === 'body' || el.tag === 'html') return false;
  const a = el.attrs;
  if (a.hidden !== undefined) return true;
  if (a.style && /display\s*:\s*none/i.test(a.style)) return true;
  return classes(el).some((c) => HIDDEN_CLASS.test(c) && !PART_HIDDEN.test(c));
}

/** Whether `el` or any element around it is hidden (see `isHidden`). */
export function isHiddenWithin(el: HtmlElement): boolean {
  for (let e: HtmlElement | null = el; e; e = e.parent) if (isHidden(e)) return true;
  return false;
}

/**
 * Visible text of an element, with block boundaries turned into newlines so that callers
 * can either collapse them (single line) or split on them (paragraphs). With `sourceBreaks`
 * false, line breaks in the markup's own text are spaces, as a browser shows them, so only
 * blocks and `<br>` break lines.
 */
export function textOf(el: HtmlElement, sourceBreaks = true): string {
  const parts: string[] = [];
  const visit = (node: HtmlNode): void => {
    if (typeof node === 'string') {
      parts.push(sourceBreaks ? node : node.replace(/\s+/g, ' '));
      return;
    }
    if (SKIPPED_TEXT_TAGS.has(node.tag) || isHidden(node)) return;
    const block = BLOCK_TAGS.has(node.tag);
    if (block) parts.push('\n');
    for (const child of node.children) visit(child);
    if (block) parts.push('\n');
  };
  for (const child of el.children) visit(child);
  return parts.join('');
}

const EMAIL_FIELD = /e-?mail/i;

/**
 * A form asking for an email address: a newsletter sign-up printed after the method, inside the
 * post's text, whose paragraphs ("Subscribe and get new recipes in your inbox!") are no steps.
 */
export function isSignUpForm(el: HtmlElement): boolean {
  if (el.tag !== 'form') return false;
  return descendants(el).some(
    (d) =>
      d.tag === 'input' &&
      (d.attrs.type === 'email' || EMAIL_FIELD.test(`${d.attrs.name ?? ''} ${d.attrs.id ?? ''}`)),
  );
}
