// The message box: Enter sends, Shift+Enter starts a new line; blank text is never sent
// and nothing is sent while a reply is awaited.
import { useState, type KeyboardEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextArea } from '#client/components/ui/input.tsx';

export function ChatInput({
  awaiting,
  onSend,
}: {
  awaiting: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = () => {
    if (blank || awaiting) return;
    const sending = text;
    setText('');
    void onSend(sending);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextArea
        aria-label="Message"
        placeholder="Ask about dinners, dishes or your shopping list..."
        rows={2}
        className="resize-none"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={blank || awaiting}>
        Send
      </Button>
    </form>
  );
}
