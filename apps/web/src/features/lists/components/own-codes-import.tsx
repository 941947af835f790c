// The company's own codes from a CSV (`codigo;codigoPropio`): read in the browser, judged by the
// server line by line, the good lines saved; the refused ones shown with the reason.
import type { OwnCodesImportResult } from '@portal/domain/own-codes';
import { Button, FileInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportOwnCodes } from '#shared/own-codes/own-codes-api.ts';
import { ImportOutcome } from './import-outcome.tsx';

/** Far above any company's own codes; the server refuses a larger request anyway. */
const MAX_FILE_BYTES = 500_000;

export function OwnCodesImport() {
  const { t } = useTranslation();
  const importCodes = useImportOwnCodes();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<OwnCodesImportResult | null>(null);

  const submit = async () => {
    setResult(null);
    if (!file) return setError(t('shoppingLists.import.nothing'));
    if (file.size > MAX_FILE_BYTES) return setError(t('shoppingLists.import.fileTooLarge'));
    setError(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setError(t('shoppingLists.import.fileError'));
    }
    importCodes.mutate(text, { onSuccess: setResult });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="own-codes-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="own-codes-title">
          {t('ownCodes.importTitle')}
        </Title>
        <Text size="sm">{t('ownCodes.importDescription')}</Text>
        <FileInput
          label={t('shoppingLists.import.file')}
          placeholder={t('shoppingLists.import.filePlaceholder')}
          accept=".csv,text/csv,text/plain"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
            setResult(null);
          }}
          error={error ?? undefined}
          clearable
          clearButtonProps={{ 'aria-label': t('shoppingLists.import.clearFile') }}
        />
        <Button
          leftSection={<IconFileImport size={18} aria-hidden />}
          onClick={() => void submit()}
          loading={importCodes.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('ownCodes.importSubmit')}
        </Button>
        {result && (
          <ImportOutcome
            written={result.written}
            summary={t('ownCodes.written', { count: result.written })}
            lines={result.lines}
          />
        )}
      </Stack>
    </Paper>
  );
}
