import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { bindText } from '#client/components/ui/field-binding.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { apiFetch } from '#client/lib/api.ts';
import type { Dish } from '#schema';
import { BookmarkletOffer } from './bookmarklet-offer.tsx';

const EXTRACT_FAILED =
  'Failed to extract recipe from the URL. Please try again or enter the details manually.';

export function UrlStep(props: {
  initialUrl?: string;
  onExtracted: (fields: Partial<Dish>) => void;
  onBack: () => void;
  onManual: () => void;
}) {
  const toast = useToast();
  const [url, setUrl] = useState(props.initialUrl ?? '');
  const [extracting, setExtracting] = useState(false);

  const extract = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      toast(
        problemToast(
          'Please enter a recipe URL',
          'A valid recipe URL is required to extract recipe details.',
        ),
      );
      return;
    }
    setExtracting(true);
    try {
      const fields = await apiFetch<Partial<Dish>>('/dishes/from-url', {
        method: 'POST',
        body: { url: url.trim() },
      });
      toast({ title: 'Recipe extracted successfully!' });
      props.onExtracted(fields);
    } catch {
      // The spec's words (docs/spec.md §8) whatever the cause: the server's reason is in its answer
      // for API clients, but a member can only retry or type the dish in.
      toast(problemToast('Error extracting recipe', EXTRACT_FAILED));
    } finally {
      setExtracting(false);
    }
  };

  return (
    <form onSubmit={extract} className="space-y-4">
      <TextField
        id="recipe-url"
        label="Recipe URL"
        type="url"
        placeholder="https://www.example.com/recipe"
        {...bindText(url, setUrl)}
      />
      <BookmarkletOffer />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={props.onBack}>
          Back
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={props.onManual}>
            Enter Manually Instead
          </Button>
          <Button type="submit" disabled={!url.trim() || extracting}>
            {extracting ? 'Extracting...' : 'Extract Recipe'}
          </Button>
        </div>
      </div>
    </form>
  );
}
