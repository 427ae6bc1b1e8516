// How family records are cut down before they reach the model: long free text is
// clipped, so one record can neither flood the context nor dominate it.
export function clip(text: string | null | undefined, max: number): string | null {
  return text && text.length > max ? `${text.slice(0, max)}…` : (text ?? null);
}
