// /pantalles: the screens of the portal. The menu screens in menu order, which an administrator
// with `PUT /permisos/reordenar` can reorder by dragging (pointer or keyboard) or with the move
// buttons and then save; the screens outside the menu (detail screens) below, as they are. A save
// sends only the moved screens, shows the answer as the permission calls' notification, and
// reads the session's menu again so that it follows the new order.
import type { AdminScreen } from '@portal/domain/admin-screens';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { useCan } from '#shared/session/use-can.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ListState } from '../components/list-states.tsx';
import { useScreens } from './api/fetch-screens.ts';
import { useReorderScreens } from './api/reorder-screens.ts';
import { MenuOrderList } from './components/menu-order-list.tsx';
import { ScreenCard } from './components/screen-card.tsx';
import { menuScreens, moveItem, otherScreens, reorderBody, sameOrder } from './screen-order.ts';

export function ScreensPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canReorder = can('PUT /permisos/reordenar');
  const screens = useScreens();
  const reorder = useReorderScreens();
  /** The order being edited (screen ids), or null while it is the saved one. */
  const [draft, setDraft] = useState<number[] | null>(null);

  const all = useMemo(() => screens.data ?? [], [screens.data]);
  const menu = useMemo(() => menuScreens(all), [all]);
  const others = useMemo(() => otherScreens(all), [all]);
  const savedIds = useMemo(() => menu.map((screen) => screen.idPantalla), [menu]);
  // A draft only holds screens the list still has, and every one of them.
  const order =
    draft && draft.length === savedIds.length && draft.every((id) => savedIds.includes(id))
      ? draft
      : savedIds;
  const byId = useMemo(() => new Map(all.map((screen) => [screen.idPantalla, screen])), [all]);
  const ordered = order.map((id) => byId.get(id)).filter((screen): screen is AdminScreen => !!screen);
  const dirty = !sameOrder(order, savedIds);

  const move = (from: number, to: number) => setDraft(moveItem(order, from, to));

  const save = () => {
    const body = reorderBody(menu, order);
    if (body.length === 0) {
      setDraft(null);
      return;
    }
    reorder.mutate(body, { onSuccess: () => setDraft(null) });
  };

  const parentName = (screen: AdminScreen) => {
    const parent = screen.idPantallaPare === null ? undefined : byId.get(screen.idPantallaPare);
    return parent ? t('admin.screens.opensFrom', { name: screenLabel(parent.name) }) : undefined;
  };

  return (
    <AdminPage title={t('screens.pantalles')}>
      <Text>{t('admin.screens.intro')}</Text>
      <ListState
        isPending={screens.isPending}
        isError={screens.isError}
        isEmpty={all.length === 0}
        onRetry={() => void screens.refetch()}
        emptyText={t('admin.screens.empty')}
      >
        <Stack gap="lg">
          <Stack component="section" gap="sm" aria-labelledby="screens-menu-title">
            <Title order={2} size="h3" id="screens-menu-title">
              {t('admin.screens.menuTitle')}
            </Title>
            {canReorder && <Text size="sm">{t('admin.screens.hint')}</Text>}
            <MenuOrderList screens={ordered} canReorder={canReorder} onMove={move} />
            {canReorder && (
              <>
                {dirty && (
                  <Alert color="blue" variant="light">
                    {t('admin.screens.unsaved')}
                  </Alert>
                )}
                <Group justify="flex-end" gap="sm">
                  <Button
                    variant="default"
                    leftSection={<IconArrowBackUp size={18} aria-hidden />}
                    disabled={!dirty || reorder.isPending}
                    onClick={() => setDraft(null)}
                  >
                    {t('admin.screens.undo')}
                  </Button>
                  <Button
                    leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                    disabled={!dirty}
                    loading={reorder.isPending}
                    onClick={save}
                  >
                    {t('admin.screens.save')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
          {others.length > 0 && (
            <Stack component="section" gap="sm" aria-labelledby="screens-other-title">
              <Title order={2} size="h3" id="screens-other-title">
                {t('admin.screens.otherTitle')}
              </Title>
              <Text size="sm">{t('admin.screens.otherIntro')}</Text>
              <Stack
                component="ul"
                gap="xs"
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
                aria-label={t('admin.screens.otherListLabel')}
              >
                {others.map((screen) => (
                  <Paper key={screen.idPantalla} component="li" withBorder p="xs">
                    <ScreenCard screen={screen} note={parentName(screen)} />
                  </Paper>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      </ListState>
    </AdminPage>
  );
}
