// A settings card's first read: the resource is loaded into the card's own state, which its
// later saves write too; the request is abandoned if the card goes away first.
import { useEffect } from 'react';
import { apiFetch } from './api.ts';

export function useLoadOnMount<T>(
  path: string,
  setValue: (value: T) => void,
  setError: (message: string) => void,
  failure: string,
) {
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<T>(path, { signal: controller.signal })
      .then(setValue)
      .catch((e: Error) => e.name !== 'AbortError' && setError(failure));
    return () => controller.abort();
  }, [path, setValue, setError, failure]);
}
