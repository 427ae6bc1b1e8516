// The assistant's opening line, shown when a conversation starts or resumes after an hour.
export function initialPromptText(firstName: string | null | undefined, openEvenings = 0): string {
  const name = firstName?.trim();
  const open =
    openEvenings === 1
      ? 'One evening this week has no dinner planned yet.'
      : openEvenings > 1
        ? `${openEvenings} evenings this week have no dinner planned yet.`
        : '';
  return [
    `Hi${name ? ` ${name}` : ''}! I'm your dinner planning assistant.`,
    open,
    'I can suggest dinners that suit everyone, plan your week, add dishes to your library ' +
      'or items to your shopping list. What would you like to do?',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Shown when the history cannot be loaded. */
export const CHAT_GREETING =
  "Hi! I'm your dinner planning assistant. Ask me for dinner ideas or to plan your week.";
