// The installed app is a share target for links (docs/servings-and-recipe-import.md,
// Sharing a recipe into the app), and the address is found where apps put it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookmarkletCode, sharedRecipeUrl } from '#domain/dishes/shared-link.ts';

const manifest = JSON.parse(readFileSync('client/public/manifest.webmanifest', 'utf8')) as {
  share_target?: { action: string; method?: string; enctype?: string; params: object };
  scope: string;
};

describe('the web app manifest', () => {
  it('offers the app as a share target for links, by GET to /share', () => {
    expect(manifest.share_target).toEqual({
      action: '/share',
      method: 'GET',
      // Chromium's manifest parser reports a missing enctype as an error.
      enctype: 'application/x-www-form-urlencoded',
      params: { url: 'url', text: 'text', title: 'title' },
    });
    expect(manifest.share_target!.action.startsWith(manifest.scope)).toBe(true);
  });
});

describe('sharedRecipeUrl', () => {
  it('takes the url field when it holds an address', () => {
    expect(sharedRecipeUrl({ url: 'https://cook.example/dal', text: 'x' })).toBe(
      'https://cook.example/dal',
    );
  });

  it('takes the first http(s) address of the text when url is empty', () => {
    expect(
      sharedRecipeUrl({
        url: '',
        text: 'Try this! https://cook.example/soup?x=1, or http://other.example/b',
        title: 'Soup',
      }),
    ).toBe('https://cook.example/soup?x=1');
    expect(sharedRecipeUrl({ text: '(see https://cook.example/a/b).' })).toBe(
      'https://cook.example/a/b',
    );
    expect(sharedRecipeUrl({ title: 'Stew https://cook.example/stew' })).toBe(
      'https://cook.example/stew',
    );
  });

  it('finds nothing without a web address', () => {
    expect(sharedRecipeUrl({ text: 'javascript:alert(1) ftp://x.example/y' })).toBeNull();
    expect(sharedRecipeUrl({})).toBeNull();
  });
});

describe('bookmarkletCode', () => {
  it('opens /share of this app with the page being read', () => {
    const code = bookmarkletCode('https://dinners.example');
    expect(code.startsWith('javascript:')).toBe(true);
    expect(code).toContain(
      '"https://dinners.example/share?url="+encodeURIComponent(location.href)',
    );
  });
});
