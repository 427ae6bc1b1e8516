// What a phone's share sheet or the bookmarklet hands the app (docs/servings-and-recipe-
// import.md, Sharing a recipe into the app): the recipe page's address. Browsers put it in
// `url`, but many apps leave `url` empty and put it in `text` ('Try this! https://…'), so
// the first http(s) address of url, then text, then title is the one taken.
const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/i;
// Punctuation a sentence puts after an address is not part of it.
const TRAILING = /[).,;:!?\]}]+$/;

type SharedParams = { url?: string | null; text?: string | null; title?: string | null };

export function sharedRecipeUrl(params: SharedParams): string | null {
  for (const field of [params.url, params.text, params.title]) {
    const found = field ? WEB_ADDRESS.exec(field) : null;
    if (!found) continue;
    const address = found[0].replace(TRAILING, '');
    try {
      const parsed = new URL(address);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.href;
    } catch {
      // Not an address after all: look further.
    }
  }
  return null;
}

/** The bookmarklet: opens this app's /share with the page being read. */
export function bookmarkletCode(origin: string): string {
  return `javascript:(()=>{window.open(${JSON.stringify(`${origin}/share?url=`)}+encodeURIComponent(location.href),'_blank')})()`;
}
