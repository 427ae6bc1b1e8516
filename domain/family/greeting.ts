/** The dashboard greets by first name, else the login address before '@', else 'there'. */
export function greetingName(
  firstName: string | null | undefined,
  email: string | null | undefined,
): string {
  const first = firstName?.trim();
  if (first) return first;
  const local = email?.split('@')[0]?.trim();
  if (local) return local;
  return 'there';
}
