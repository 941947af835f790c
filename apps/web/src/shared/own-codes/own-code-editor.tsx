// The customer's own code for one product, set or removed on the product's detail by any user of
// the company; a code the company already uses for another product is refused by the server, and
// the field says so.
import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../forms/server-refusal.ts';
import { useOwnCodes, useSetOwnCode } from './own-codes-api.ts';

export function OwnCodeEditor({ codigo }: { codigo: string }) {
  const { t } = useTranslation();
  const current = useOwnCodes()?.get(codigo) ?? '';
  const save = useSetOwnCode();
  const [value, setValue] = useState(current);
  const [saved, setSaved] = useState(false);
  useEffect(() => setValue(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const codigoPropio = value.trim() === '' ? null : value.trim();
    save.mutate({ codigo, codigoPropio }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('ownCodes.editLabel')}
          description={t('ownCodes.editHint')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setSaved(false);
          }}
          maxLength={40}
          error={save.error ? refusalText(save.error) : undefined}
          style={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {t('ownCodes.save')}
        </Button>
      </Group>
      {saved && (
        <span role="status" style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
          {t('ownCodes.saved')}
        </span>
      )}
    </form>
  );
}
