/** Shopping item names are trimmed, lowercased and title-cased per word (docs/spec.md §5). */
export function titleCaseItemName(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
