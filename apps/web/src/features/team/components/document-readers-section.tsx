// Who of the company sees its delivery notes, invoices, statements and credit: the company
// administrator ticks the roles (every one by default; the administrator always sees them) and
// saves. A role left out no longer finds the documents screen in its menu.
import { DOCUMENT_READER_ROLES, type DocumentReaders } from '@portal/domain/erp-documents';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '#shared/notifications/notify.ts';
import { useDocumentReaders, useSaveDocumentReaders } from '../api/document-readers-api.ts';

export function DocumentReadersSection() {
  const { t } = useTranslation();
  const readers = useDocumentReaders();
  return (
    <Stack gap="xs" component="section" aria-labelledby="document-readers-title">
      <Title order={2} size="h3" id="document-readers-title">
        {t('team.documentReaders.title')}
      </Title>
      <Text size="sm">{t('team.documentReaders.intro')}</Text>
      {readers.isError && <Alert color="red" variant="light" title={t('team.documentReaders.loadError')} />}
      {/* Mounted with the saved choice, so the boxes start from it. */}
      {readers.data && <ReadersForm saved={readers.data} />}
    </Stack>
  );
}

function ReadersForm({ saved }: { saved: DocumentReaders }) {
  const { t } = useTranslation();
  const save = useSaveDocumentReaders();
  const [choice, setChoice] = useState(saved);
  const changed = DOCUMENT_READER_ROLES.some((rol) => choice[rol] !== saved[rol]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(choice, { onSuccess: () => showSuccessToast(t('team.documentReaders.saved')) });
      }}
    >
      <Stack gap="xs">
        <Checkbox
          checked
          disabled
          label={t('team.roles.administrador')}
          description={t('team.documentReaders.always')}
        />
        {DOCUMENT_READER_ROLES.map((rol) => (
          <Checkbox
            key={rol}
            label={t(`team.roles.${rol}`)}
            checked={choice[rol]}
            onChange={(event) => setChoice({ ...choice, [rol]: event.currentTarget.checked })}
          />
        ))}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {t('team.documentReaders.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
