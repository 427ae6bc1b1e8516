// Add or change a dish's photo from the phone's camera (or its pictures); the server
// resizes it and every device of the family shows it once the dish row syncs.
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessages } from '#domain/error-messages.ts';
import type { Dish } from '#schema';
import { useToast } from '#client/components/toast/toast-state.ts';
import { apiFetch, ApiError } from '#client/lib/api.ts';

export function DishPhotoUpload({ dish }: { dish: Pick<Dish, 'dish_id' | 'photo_id'> }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const send = async (method: 'POST' | 'DELETE', file?: File) => {
    setBusy(true);
    try {
      await apiFetch(`/dishes/${encodeURIComponent(dish.dish_id)}/photo`, { method, file });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      toast({
        title: 'Error',
        description:
          code && code in errorMessages
            ? errorMessages[code as keyof typeof errorMessages]
            : errorMessages.SERVER_ERROR,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm font-medium hover:bg-stone-200">
        <Camera aria-hidden className="h-4 w-4" />
        {busy ? 'Saving photo…' : dish.photo_id ? 'Change photo' : 'Add photo'}
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send('POST', file);
          }}
        />
      </label>
      {dish.photo_id && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void send('DELETE')}
          className="text-sm text-stone-600 underline"
        >
          Remove photo
        </button>
      )}
    </div>
  );
}
