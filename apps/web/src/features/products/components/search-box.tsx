// The catalogue's search box. What is typed goes to the address (and so to the search)
// SEARCH_DEBOUNCE_MS after the last key, or at once on Enter. A change of the address made
// elsewhere (back button, "clear the search") replaces the text and drops a pending send of older
// text; the echoes of the box's own sends are recognised and ignored, so they never overwrite what
// is being typed.
//
// The router applies each send in a transition, so on a busy machine the echo of an earlier send
// (the clear before a new word, or the first letters sent during a pause) can arrive after a later
// send has left: every send waits in a queue until its echo or a later one's arrives.
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUERY_LENGTH } from '../hooks/catalogue-url-state.ts';

/**
 * The pause after the last key before the text is searched, and so part of every search's wait.
 * Just longer than the gap between a quick typist's keys (about 100 ms), so a word typed at that
 * pace is one request. A slower typist's pauses cost a request for the part typed so far (as they
 * did at 150 ms): the client drops the answer of a superseded text and aborts its request, and the
 * server's search cache answers a repeated text without searching again, so such a request is
 * cheap to both; every millisecond of this pause is waited for on each search.
 */
export const SEARCH_DEBOUNCE_MS = 120;

interface SearchBoxProps {
  /** The search text in the address. */
  value: string;
  onSearch: (text: string) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  /** Sent texts whose echo has not arrived yet, oldest first. */
  const unanswered = useRef<string[]>([]);

  const send = (next: string) => {
    const trimmed = next.trim();
    const latest = unanswered.current.at(-1) ?? value;
    if (trimmed === latest) return;
    unanswered.current.push(trimmed);
    onSearch(trimmed);
  };
  const sendLater = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    const echoed = unanswered.current.indexOf(value);
    if (echoed >= 0) {
      unanswered.current.splice(0, echoed + 1);
      return;
    }
    unanswered.current = [];
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
