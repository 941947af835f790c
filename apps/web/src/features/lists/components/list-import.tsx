// Importing into a list: a CSV file (`codigo;cantidad`, `;` or `,`, with or without a header) or
// pasted lines, read in the browser and judged by the server line by line; the good lines are
// written, the others shown with the reason. A file far beyond a list's size is refused here,
// before it is read (the server refuses it too).
import type { ListImportResult } from '@portal/domain/shopping-lists';
import { LIST_IMPORT_MAX_LENGTH } from '@portal/domain/shopping-lists';
import { Button, Checkbox, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportList } from '../api/lists-api.ts';
import { ImportOutcome } from './import-outcome.tsx';

export function ListImport({ id }: { id: number }) {
  const { t } = useTranslation();
  const importList = useImportList(id);
  const [text, setText] = useState('');
  const [replace, setReplace] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ListImportResult | null>(null);
  const fileRef = useRef<HTMLButtonElement>(null);

  const readFile = async (file: File | null) => {
    setFileError(null);
    setResult(null);
    if (!file) return;
    if (file.size > LIST_IMPORT_MAX_LENGTH) {
      setFileError(t('shoppingLists.import.fileTooLarge'));
      fileRef.current?.focus();
      return;
    }
    try {
      setText(await file.text());
    } catch {
      setFileError(t('shoppingLists.import.fileError'));
    }
  };

  const submit = () => {
    if (text.trim() === '') {
      setFileError(t('shoppingLists.import.nothing'));
      return;
    }
    importList.mutate({ text, replace }, { onSuccess: setResult });
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('shoppingLists.import.description')}</Text>
      <FileInput
        ref={fileRef}
        label={t('shoppingLists.import.file')}
        placeholder={t('shoppingLists.import.filePlaceholder')}
        accept=".csv,text/csv,text/plain"
        onChange={(file) => void readFile(file)}
        error={fileError ?? undefined}
        clearable
        clearButtonProps={{ 'aria-label': t('shoppingLists.import.clearFile') }}
      />
      <Textarea
        label={t('shoppingLists.import.text')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setResult(null);
        }}
        autosize
        minRows={3}
        maxRows={10}
        placeholder={'ELR-6013-32;10\nSOLD-ELEC-32;5'}
      />
      <Group justify="space-between">
        <Checkbox
          label={t('shoppingLists.import.replace')}
          checked={replace}
          onChange={(event) => setReplace(event.currentTarget.checked)}
        />
        <Button
          leftSection={<IconFileImport size={18} aria-hidden />}
          onClick={submit}
          loading={importList.isPending}
        >
          {t('shoppingLists.import.submit')}
        </Button>
      </Group>
      {result && (
        <ImportOutcome
          written={result.written}
          summary={t('shoppingLists.import.written', { count: result.written })}
          lines={result.lines}
        />
      )}
    </Stack>
  );
}
