// The screen of one kind of request (/sat, /maintenance, /standarization): the customer's own
// requests with a "new request" button, and at `?nova=1` the kind's form on the same screen, so
// the screen's permission check applies to both. The form's code (and the date picker's) loads
// with the first opening. Moving between the two puts the focus on the heading, as a new page.
import { REQUEST_ROUTE, type ServiceRequestKind } from '@portal/domain/service-requests';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { RequestsList } from './requests-list.tsx';

const SatForm = lazy(() => import('./sat-form.tsx').then((m) => ({ default: m.SatForm })));
const MaintenanceForm = lazy(() =>
  import('./maintenance-form.tsx').then((m) => ({ default: m.MaintenanceForm })),
);
const StandardisationForm = lazy(() =>
  import('./standardisation-form.tsx').then((m) => ({ default: m.StandardisationForm })),
);

/** The screen's name in `screens.*` (the spec's routes spell standardisation so). */
const SCREEN: Record<ServiceRequestKind, 'sat' | 'maintenance' | 'standarization'> = {
  sat: 'sat',
  maintenance: 'maintenance',
  standardisation: 'standarization',
};

export function RequestsScreen({ kind }: { kind: ServiceRequestKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const creating = params.get('nova') === '1';
  const user = useStoredUser();
  const listPath = REQUEST_ROUTE[kind];
  const title = creating ? t(`serviceRequests.${kind}.newTitle`) : t(`screens.${SCREEN[kind]}`);
  useDocumentTitle(title);

  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(creating);
  useEffect(() => {
    if (shown.current === creating) return;
    shown.current = creating;
    heading.current?.focus();
  }, [creating]);

  let body;
  if (!user?.cliente) {
    body = (
      <Alert color="blue" variant="light">
        {t('serviceRequests.list.noCustomer')}
      </Alert>
    );
  } else if (creating) {
    body = (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        }
      >
        {kind === 'sat' ? (
          <SatForm
            listPath={listPath}
            prefill={{ pedido: params.get('pedido'), producto: params.get('producto') }}
          />
        ) : kind === 'maintenance' ? (
          <MaintenanceForm listPath={listPath} />
        ) : (
          <StandardisationForm listPath={listPath} />
        )}
      </Suspense>
    );
  } else {
    body = <RequestsList kind={kind} />;
  }

  return (
    <Stack gap="md">
      {creating && (
        <Anchor component={Link} to={listPath} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('serviceRequests.form.back')}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {!creating && user?.cliente && (
          <Button component={Link} to="?nova=1" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('serviceRequests.list.newRequest')}
          </Button>
        )}
      </Group>
      <Text maw={760}>{t(`serviceRequests.${kind}.intro`)}</Text>
      {body}
    </Stack>
  );
}
