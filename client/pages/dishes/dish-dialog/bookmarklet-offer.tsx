// On a laptop, the share sheet's stand-in: a bookmark that opens any recipe page in this
// import (/share?url=…). React refuses javascript: addresses in markup, so the link's
// address is set on the element itself; it is only dragged to the bookmarks bar, never
// followed here.
import { useEffect, useRef } from 'react';
import { bookmarkletCode } from '#domain/dishes/shared-link.ts';

export function BookmarkletOffer() {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.setAttribute('href', bookmarkletCode(window.location.origin));
  }, []);
  return (
    <details className="rounded-lg bg-stone-50 px-3 text-sm text-stone-700">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">
        Import from any recipe page with one click
      </summary>
      <div className="space-y-2 pb-3">
        <p>
          On a phone with the app installed, use your browser’s <strong>Share</strong> button on a
          recipe page and pick <strong>Dinners</strong>.
        </p>
        <p>
          On a laptop, drag this button to your bookmarks bar, then click the bookmark on any recipe
          page:
        </p>
        <a
          ref={link}
          data-testid="bookmarklet"
          onClick={(event) => event.preventDefault()}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand px-4 font-medium text-brand"
        >
          Add to Dinners
        </a>
      </div>
    </details>
  );
}
