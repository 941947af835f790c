// The text filter of a list: typed freely, written to the address after a short pause.
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DEBOUNCE_MS = 300;

interface ListSearchProps {
  value: string;
  onChange: (text: string) => void;
  label?: string;
}

export function ListSearch({ value, onChange, label }: ListSearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const commit = useDebouncedCallback(onChange, DEBOUNCE_MS);
  // The address is the truth: the back button changes it under the input.
  useEffect(() => setDraft(value), [value]);
  return (
    <TextInput
      label={label ?? t('admin.common.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      maxLength={100}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      rightSection={
        draft ? (
          <CloseButton
            aria-label={t('admin.common.clearSearch')}
            onClick={() => {
              setDraft('');
              onChange('');
            }}
          />
        ) : null
      }
      style={{ flex: '1 1 240px' }}
    />
  );
}
