// The assistant's opening line, shown when a conversation starts or resumes after an hour.
export function initialPromptText(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return [
    `Hi${name ? ` ${name}` : ''}! I'm your dinner planning assistant.`,
    'I can suggest dinners that suit everyone, plan your week, add dishes to your library ' +
      'or items to your shopping list. What would you like to do?',
  ].join(' ');
}

/** Shown when the history cannot be loaded. */
export const CHAT_GREETING =
  "Hi! I'm your dinner planning assistant. Ask me for dinner ideas or to plan your week.";
