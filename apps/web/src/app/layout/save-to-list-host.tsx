// Hosts the "save to a list" dialog for every screen that opens it (through its store), its code
// fetched at the first opening only.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveToListDialog, useSaveToListDialog } from '#shared/lists/save-to-list-store.ts';

const SaveToListDialog = lazy(() =>
  import('../../features/lists/components/save-to-list-dialog.tsx').then((m) => ({
    default: m.SaveToListDialog,
  })),
);

export function SaveToListHost() {
  const { t } = useTranslation();
  const { requested } = useSaveToListDialog();
  // A session that ends under the layout must not reopen the dialog at the next login.
  useEffect(() => () => saveToListDialog.close(), []);
  if (!requested) return null;
  return (
    <Suspense
      fallback={
        <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      }
    >
      <SaveToListDialog />
    </Suspense>
  );
}
