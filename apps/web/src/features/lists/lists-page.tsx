// /llistes: the customer's lists (its own and those shared with the company), a new list, and
// the list named by `?id=` with its lines, "add all to cart" and CSV.
import { Alert, Button, Center, Checkbox, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { LIST_NAME_MAX_LENGTH } from '@portal/domain/shopping-lists';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RefusalAlert } from '#shared/forms/refusal-alert.tsx';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { useCreateList, useList, useLists } from './api/lists-api.ts';
import { ListDetail } from './components/list-detail.tsx';
import { ListsTable } from './components/lists-table.tsx';
import { OwnCodesImport } from './components/own-codes-import.tsx';

function idFrom(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function ListsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.llistes'));
  const hasCustomer = Boolean(useStoredUser()?.cliente);
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.llistes')}</Title>
      {hasCustomer ? (
        <CustomerLists />
      ) : (
        <Alert color="blue" variant="light">
          {t('shoppingLists.noCustomer')}
        </Alert>
      )}
    </Stack>
  );
}

function CustomerLists() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const selected = idFrom(params);
  const lists = useLists();
  const list = useList(selected);

  return (
    <Stack gap="lg">
      <NewListForm />
      {lists.isPending ? (
        <Center>
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : lists.data && lists.data.length > 0 ? (
        <ListsTable lists={lists.data} selected={selected} />
      ) : (
        <Alert color="blue" variant="light">
          {t('shoppingLists.none')}
        </Alert>
      )}
      {selected !== null &&
        (list.data ? (
          <ListDetail key={list.data.id} list={list.data} />
        ) : list.isError ? (
          <Alert color="orange" variant="light" role="alert">
            {t('shoppingLists.notFound')}
          </Alert>
        ) : (
          <Center>
            <Loader aria-label={t('app.loading')} />
          </Center>
        ))}
      <OwnCodesImport />
    </Stack>
  );
}

function NewListForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateList();
  const [nombre, setNombre] = useState('');
  const [compartida, setCompartida] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nombre.trim() === '') {
      setError(t('shoppingLists.save.nameRequired'));
      return;
    }
    setError(null);
    create.mutate(
      { nombre: nombre.trim(), compartida },
      {
        onSuccess: (list) => {
          setNombre('');
          void navigate(`/llistes?id=${list.id}`);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('shoppingLists.newList')}>
      <Stack gap="xs">
        {create.error && <RefusalAlert error={create.error} />}
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('shoppingLists.save.name')}
            value={nombre}
            onChange={(event) => setNombre(event.currentTarget.value)}
            maxLength={LIST_NAME_MAX_LENGTH}
            error={error ?? undefined}
            style={{ flex: '1 1 14rem' }}
          />
          <Checkbox
            label={t('shoppingLists.save.share')}
            checked={compartida}
            onChange={(event) => setCompartida(event.currentTarget.checked)}
            mb={8}
          />
          <Button type="submit" leftSection={<IconPlus size={18} aria-hidden />} loading={create.isPending}>
            {t('shoppingLists.newList')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
