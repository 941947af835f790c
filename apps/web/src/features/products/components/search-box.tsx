// The catalogue's search box. What is typed goes to the address (and so to the search) 150 ms
// after the last key, or at once on Enter. A change of the address made elsewhere (back button,
// "clear the search") replaces the text and drops a pending send of older text; the echo of the
// box's own sends is recognised and ignored, so it never overwrites what is being typed.
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUERY_LENGTH } from '../hooks/catalogue-url-state.ts';

/** Long enough to let a word be typed, short enough that its results follow the last key at once. */
export const SEARCH_DEBOUNCE_MS = 150;

interface SearchBoxProps {
  /** The search text in the address. */
  value: string;
  onSearch: (text: string) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const lastSent = useRef(value);

  const send = (next: string) => {
    const trimmed = next.trim();
    lastSent.current = trimmed;
    if (trimmed !== value) onSearch(trimmed);
  };
  const sendLater = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    sendLater.cancel();
    setText(value);
  }, [value, sendLater]);

  const clear = () => {
    sendLater.cancel();
    setText('');
    send('');
  };

  return (
    <TextInput
      label={t('products.search.label')}
      placeholder={t('products.search.placeholder')}
      value={text}
      maxLength={MAX_QUERY_LENGTH}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? <CloseButton size="sm" aria-label={t('products.search.clear')} onClick={clear} /> : null
      }
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        // Emptied (select all + delete): show every product at once, no reason to wait.
        if (next === '') clear();
        else sendLater(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text !== '') clear();
        if (event.key === 'Enter') {
          event.preventDefault();
          sendLater.cancel();
          send(text);
        }
      }}
      style={{ flex: '1 1 16rem' }}
    />
  );
}
