// Quick order: "code quantity" lines typed, pasted from a spreadsheet or read from a CSV file in
// the browser; "check" asks the server for a verdict per line, "add" puts the valid ones into the
// cart in one step. What could not be added stays in the box, to be corrected, checked again so
// that its verdicts carry the line numbers the box now shows.
import type { QuickOrderResult } from '@portal/domain/ordering-api';
import { Alert, Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconFileTypeCsv, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuickOrder } from '#shared/cart/cart-api.ts';
import { QuickOrderVerdicts } from '#shared/cart/quick-order-verdicts.tsx';
import { ScanButton } from '#shared/scanner/scan-button.tsx';
import { scannedQuantity } from '#shared/scanner/scanned-quantity.ts';

/** Larger files are not an order list; the server refuses over 100 000 characters anyway. */
const MAX_FILE_BYTES = 100_000;

export function QuickOrderPanel({ onShowCart }: { onShowCart: () => void }) {
  const { t } = useTranslation();
  const quickOrder = useQuickOrder();
  const [text, setText] = useState('');
  /** The verdicts of a check of the box's text: its valid lines may be added. */
  const [result, setResult] = useState<QuickOrderResult | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [emptyError, setEmptyError] = useState(false);

  const validCount = result ? result.lines.filter((line) => line.ok).length : 0;

  const edit = (next: string) => {
    setText(next);
    // A verdict belongs to the text it was given for.
    setResult(null);
    setEmptyError(false);
  };

  const readFile = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t('ordering.quick.fileTooLarge'));
      return;
    }
    try {
      edit(await file.text());
    } catch {
      setFileError(t('ordering.quick.fileError'));
    }
  };

  /** A scanned label becomes a line of the box, at the product's smallest orderable quantity. */
  const scanLine = async (code: string) => {
    const quantity = await scannedQuantity(code);
    setText((previous) => `${previous.trimEnd()}${previous.trim() ? '\n' : ''}${code} ${quantity}`);
    setResult(null);
    setEmptyError(false);
    return t('scanner.added', { code, count: quantity });
  };

  /** The verdicts of the box's lines as they stand. */
  const check = (lines: string) =>
    quickOrder.mutate(
      { text: lines, confirm: false },
      {
        onSuccess: setResult,
      },
    );

  const run = (confirm: boolean) => {
    if (text.trim() === '') {
      setEmptyError(true);
      return;
    }
    setAdded(null);
    if (!confirm) {
      check(text);
      return;
    }
    quickOrder.mutate(
      { text, confirm: true },
      {
        onSuccess: (answer) => {
          setResult(null);
          setAdded(answer.added);
          // Keep only the lines that still need the customer's attention (numbered as the server does)…
          const refused = new Set(answer.lines.filter((line) => !line.ok).map((line) => line.lineNumber));
          const remaining = text
            .replace(/^\uFEFF/, '')
            .split(/\r\n|\r|\n/)
            .filter((_, index) => refused.has(index + 1))
            .join('\n');
          setText(remaining);
          // …and their verdicts numbered as they now stand in the box, not as they stood before.
          if (remaining.trim() === '') setResult(null);
          else check(remaining);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t('ordering.quick.label')}
        description={t('ordering.quick.description')}
        placeholder={t('ordering.quick.placeholder')}
        value={text}
        onChange={(event) => edit(event.currentTarget.value)}
        error={emptyError ? t('ordering.quick.nothing') : undefined}
        autosize
        minRows={5}
        maxRows={14}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        spellCheck={false}
      />
      <FileInput
        label={t('ordering.quick.file')}
        placeholder={t('ordering.quick.filePlaceholder')}
        accept=".csv,.txt,text/csv,text/plain"
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        onChange={(file) => void readFile(file)}
        error={fileError}
        clearable
      />
      <Group>
        <ScanButton onCode={scanLine} />
        <Button
          variant="default"
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => run(false)}
          loading={quickOrder.isPending && !quickOrder.variables?.confirm}
          disabled={quickOrder.isPending}
        >
          {t('ordering.quick.check')}
        </Button>
        <Button
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          onClick={() => run(true)}
          loading={quickOrder.isPending && quickOrder.variables?.confirm}
          disabled={quickOrder.isPending || validCount === 0}
        >
          {t('ordering.quick.addValid', { count: validCount })}
        </Button>
      </Group>
      {added !== null && (
        <Alert color={added > 0 ? 'green' : 'orange'} variant="light" role="status">
          <Group justify="space-between">
            <span>{t('ordering.quick.added', { count: added })}</span>
            {added > 0 && (
              <Button size="xs" variant="light" onClick={onShowCart}>
                {t('ordering.quick.viewCart')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {result && <QuickOrderVerdicts lines={result.lines} />}
    </Stack>
  );
}
