// A text filter typed freely and written to the address after a short pause; the address is the
// truth, so the back button or "clear the filters" changes what the field shows.
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DEBOUNCE_MS = 300;

interface DebouncedTextFilterProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  leftSection?: ReactNode;
  maxLength: number;
}

export function DebouncedTextFilter({
  label,
  value,
  onChange,
  leftSection,
  maxLength,
}: DebouncedTextFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const commit = useDebouncedCallback(onChange, DEBOUNCE_MS);
  useEffect(() => setDraft(value), [value]);
  return (
    <TextInput
      label={label}
      value={draft}
      maxLength={maxLength}
      leftSection={leftSection}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      rightSection={
        draft ? (
          <CloseButton
            aria-label={t('serviceRequests.backOffice.clearField', { field: label })}
            onClick={() => {
              setDraft('');
              onChange('');
            }}
          />
        ) : null
      }
      style={{ flex: '1 1 220px', minWidth: 0 }}
    />
  );
}
