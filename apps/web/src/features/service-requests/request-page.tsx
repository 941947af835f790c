// /solicitud?numero=SAT-000001: one service request, for the customer who sent it and for the
// service department — its number, kind and status, who and when, the form's data, the files and
// the history; the customer may cancel it while received, staff move it on and add notes
// (request/components/request-actions.tsx). The screen is one path for its permission check, so
// the request is named in the query string. A number the reader cannot see — another customer's,
// a missing or a malformed one — is "request not found", as the server answers it.
import { REQUEST_NUMBER_PATTERN, REQUEST_ROUTE } from '@portal/domain/service-requests';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { useServiceRequest } from './request/api/fetch-request.ts';
import { RequestActions } from './request/components/request-actions.tsx';
import { RequestAttachments } from './request/components/request-attachments.tsx';
import { RequestFormData } from './request/components/request-form-data.tsx';
import { RejectionReason, RequestSummary } from './request/components/request-summary.tsx';
import { RequestTimeline } from './request/components/request-timeline.tsx';
import { RequestStatusBadge } from './shared/request-status-badge.tsx';

/** `?numero=` when it can be a request's number, else null (then nothing is asked of the server). */
export function requestNumberOf(raw: string | null): string | null {
  const numero = raw?.trim().toUpperCase() ?? '';
  return REQUEST_NUMBER_PATTERN.test(numero) ? numero : null;
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('serviceRequests.detail.backToList')}
      </Group>
    </Anchor>
  );
}

function RequestNotFound({ backTo }: { backTo: string | null }) {
  const { t } = useTranslation(['translation', 'messages']);
  return (
    <Stack gap="md">
      <Title order={1}>{t('serviceRequests.detail.notFoundTitle')}</Title>
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        {t('messages:serviceRequests.notFound')}
      </Alert>
      {backTo && <BackLink to={backTo} />}
    </Stack>
  );
}

export function RequestPage() {
  const { t } = useTranslation(['translation', 'messages']);
  const [params] = useSearchParams();
  const numero = requestNumberOf(params.get('numero'));
  const user = useStoredUser();
  // Staff have no customer (the server's own test for whose eyes `seguents` is worked out for).
  const isStaff = user !== null && !user.cliente;
  const request = useServiceRequest(numero);
  useDocumentTitle(numero ? t('serviceRequests.detail.title', { numero }) : t('screens.serviceRequest'));

  const backTo = isStaff ? '/servei' : request.data ? REQUEST_ROUTE[request.data.tipus] : null;

  if (numero === null) return <RequestNotFound backTo={isStaff ? '/servei' : null} />;
  if (request.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (request.isError) {
    if (request.error instanceof ApiError && request.error.status === 404)
      return <RequestNotFound backTo={backTo} />;
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('serviceRequests.detail.loadError')}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => void request.refetch()}
            loading={request.isFetching}
          >
            {t('serviceRequests.detail.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const detail = request.data;
  return (
    <Stack gap="md">
      {backTo && <BackLink to={backTo} />}
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {t('serviceRequests.detail.title', { numero: detail.numero })}
          </Title>
          <Group gap="sm" wrap="wrap">
            <Text c="dimmed">{t(`messages:serviceRequests.kind.${detail.tipus}`)}</Text>
            <span>
              <VisuallyHidden>{t('serviceRequests.detail.status')}: </VisuallyHidden>
              <RequestStatusBadge estat={detail.estat} />
            </span>
          </Group>
        </Stack>
        <RequestActions request={detail} isStaff={isStaff} />
      </Group>
      {detail.motiuRebuig && <RejectionReason motiu={detail.motiuRebuig} />}
      <RequestSummary request={detail} />
      <RequestFormData request={detail} />
      <RequestAttachments numero={detail.numero} files={detail.adjunts} />
      <RequestTimeline events={detail.historial} />
    </Stack>
  );
}
