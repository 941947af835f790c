// What a reorder did: the products put back into the cart and those that could not be, each
// with the reason (no longer sold, lote changed, already in the cart…), each by name and code;
// then on to the cart.
import type { ReorderResult } from '@portal/domain/ordering-api';
import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ReorderResultDialogProps {
  code: string;
  result: ReorderResult | null;
  onClose: () => void;
  onOpenCart: () => void;
}

export function ReorderResultDialog({ code, result, onClose, onOpenCart }: ReorderResultDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={t('ordering.history.reorderTitle', { code })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {result && (
        <Stack gap="md">
          <section aria-labelledby="reorder-added">
            <Title order={3} size="h5" id="reorder-added" mb={4}>
              {t('ordering.history.reorderAdded', { count: result.added.length })}
            </Title>
            {result.added.length > 0 ? (
              <List size="sm">
                {result.added.map((product) => (
                  <List.Item key={product.codigo}>
                    {product.nombre}{' '}
                    <Text span c="dimmed" size="sm">
                      ({product.codigo})
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {t('ordering.history.reorderNone')}
              </Text>
            )}
          </section>
          {result.skipped.length > 0 && (
            <section aria-labelledby="reorder-skipped">
              <Title order={3} size="h5" id="reorder-skipped" mb={4}>
                {t('ordering.history.reorderSkipped', { count: result.skipped.length })}
              </Title>
              <List size="sm">
                {result.skipped.map((skipped) => (
                  <List.Item key={skipped.codigo}>
                    <Text span fw={600} size="sm">
                      {skipped.nombre}
                    </Text>{' '}
                    <Text span c="dimmed" size="sm">
                      ({skipped.codigo})
                    </Text>
                    {': '}
                    <Text span c="red.8" size="sm">
                      {skipped.errors.map((issue) => issue.error_description).join(' ')}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </section>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button leftSection={<IconShoppingCart size={18} aria-hidden />} onClick={onOpenCart}>
              {t('ordering.history.openCart')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
