// One kind's list: ten requests to a page, newest first, `?page=2` in the address (1-based for
// people; the API's is 0-based); an empty state; a failed load with a retry.
import type { ServiceRequestKind } from '@portal/domain/service-requests';
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRequests } from '../api/fetch-requests.ts';
import { RequestsTable } from './requests-table.tsx';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

export function RequestsList({ kind }: { kind: ServiceRequestKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const requests = useRequests(kind, page);

  if (requests.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (requests.isError) {
    return (
      <Alert color="red" variant="light" title={t('serviceRequests.list.loadError')}>
        <Button size="xs" variant="light" onClick={() => void requests.refetch()}>
          {t('serviceRequests.list.retry')}
        </Button>
      </Alert>
    );
  }
  if (requests.data.totalElements === 0) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <IconTool size={40} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed" ta="center">
          {t(`serviceRequests.${kind}.empty`)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <RequestsTable requests={requests.data.content} />
      {requests.data.totalPages > 1 && (
        <Group justify="center" component="nav" aria-label={t('serviceRequests.list.pagination')}>
          <Pagination
            total={requests.data.totalPages}
            value={page + 1}
            onChange={(next) => setParams(next <= 1 ? {} : { page: String(next) })}
            getControlProps={(control) => ({
              'aria-label': t(
                control === 'previous'
                  ? 'serviceRequests.list.previousPage'
                  : control === 'next'
                    ? 'serviceRequests.list.nextPage'
                    : control === 'first'
                      ? 'serviceRequests.list.firstPage'
                      : 'serviceRequests.list.lastPage',
              ),
            })}
            getItemProps={(item) => ({
              'aria-label': t('serviceRequests.list.page', { page: item }),
              'aria-current': item === page + 1 ? 'page' : undefined,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
