// Suggestions from the family's past items: asked for only at 2+ characters, after
// typing has paused for debounceMs.
import { useEffect, useState } from 'react';
import { MIN_SUGGESTION_CHARS } from '#domain/shopping/shopping-item-fields.ts';
import { apiFetch } from '#client/lib/api.ts';

export const SUGGESTION_HIDE_AFTER_BLUR_MS = 150;

export function useSuggestions(text: string, debounceMs: number): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const query = text.trim();
  useEffect(() => {
    if (query.length < MIN_SUGGESTION_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<string[]>(`/shopping-items/autocomplete?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
      })
        .then((found) => setSuggestions(Array.isArray(found) ? found : []))
        .catch(() => setSuggestions([]));
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs]);
  return suggestions;
}
