import { Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../model/clipboard';

const CONFIRM_MS = 2500;
/** A green dark enough to read on white (4.5:1); Mantine's greens are lighter. */
const SUCCESS = 'teal.9';

/** A link in a read-only field with a Copy button; "Copied" is announced, and a refusal selects the text instead. */
export function CopyLink({ label, url }: { label: string; url: string }) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'manual'>('idle');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    if (await copyText(url)) {
      setOutcome('copied');
    } else {
      setOutcome('manual');
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          ref={field}
          label={label}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'ui-monospace, monospace' } }}
        />
        <Button onClick={() => void copy()} miw={96}>
          {outcome === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </Group>
      <Text size="sm" mt={4} c={outcome === 'manual' ? 'gray.9' : SUCCESS} role="status" aria-live="polite">
        {outcome === 'copied'
          ? 'Copied to the clipboard.'
          : outcome === 'manual'
            ? 'Copying is blocked here: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it.'
            : ''}
      </Text>
    </div>
  );
}
