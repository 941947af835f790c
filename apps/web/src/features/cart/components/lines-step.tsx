// Step 1 of the checkout: the cart's lines with their quantities and prices, the totals, what
// blocks the order, and the quick order in a second tab. An empty cart says so and points to
// the catalogue and the quick order.
import type { CartView } from '@portal/domain/ordering-api';
import { Button, Divider, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { IconListDetails, IconShoppingCart, IconTextPlus } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cartDialog } from '#shared/cart/cart-dialog-store.ts';
import { BlockingIssues } from './blocking-issues.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { SaveToListButton } from '#shared/lists/save-to-list-button.tsx';
import { MoneyTotals } from '#shared/ui/money-totals.tsx';
import { QuickOrderPanel } from './quick-order-panel.tsx';
import { CardList } from '#shared/ui/card-list.tsx';

export type LinesTab = 'lines' | 'quick';

interface LinesStepProps {
  cart: CartView;
  tab: LinesTab;
  onTabChange: (tab: LinesTab) => void;
  onLineValidityChange: (codigo: string, invalid: boolean) => void;
  /** The customer tried to continue: the blocking issues become an announced alert. */
  attempted: boolean;
}

/**
 * Memoised: the dialog draws it again only when the cart or the tab changes, not when it opens or
 * closes around the same lines.
 */
export const LinesStep = memo(function LinesStep({
  cart,
  tab,
  onTabChange,
  onLineValidityChange,
  attempted,
}: LinesStepProps) {
  const { t } = useTranslation();
  // The quick order is drawn when first chosen, then kept (what was typed in it stays).
  const [quickSeen, setQuickSeen] = useState(tab === 'quick');
  if (tab === 'quick' && !quickSeen) setQuickSeen(true);
  return (
    <Tabs value={tab} onChange={(value) => onTabChange(value === 'quick' ? 'quick' : 'lines')}>
      <Tabs.List mb="md">
        <Tabs.Tab value="lines" leftSection={<IconListDetails size={16} aria-hidden />}>
          {t('ordering.lines.tabLines', { count: cart.lineas.length })}
        </Tabs.Tab>
        <Tabs.Tab value="quick" leftSection={<IconTextPlus size={16} aria-hidden />}>
          {t('ordering.lines.tabQuickOrder')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="lines">
        {cart.lineas.length === 0 ? (
          <EmptyCart onQuickOrder={() => onTabChange('quick')} />
        ) : (
          <Stack gap="md">
            <CardList label={t('ordering.lines.listLabel')}>
              {cart.lineas.map((line) => (
                <CartLineItem key={line.codigo} line={line} onValidityChange={onLineValidityChange} />
              ))}
            </CardList>
            <BlockingIssues issues={cart.blocking} announce={attempted} />
            <Divider />
            <MoneyTotals totals={cart.totals} />
            <SaveToListButton
              target={{ kind: 'cart' }}
              label={t('shoppingLists.saveCart')}
              variant="default"
              size="sm"
            />
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="quick">
        {quickSeen && <QuickOrderPanel onShowCart={() => onTabChange('lines')} />}
      </Tabs.Panel>
    </Tabs>
  );
});

function EmptyCart({ onQuickOrder }: { onQuickOrder: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
        <IconShoppingCart size={30} />
      </ThemeIcon>
      <Text fw={600}>{t('ordering.lines.empty')}</Text>
      <Text c="dimmed" size="sm">
        {t('ordering.lines.emptyHint')}
      </Text>
      <Button.Group>
        <Button
          variant="default"
          onClick={() => {
            cartDialog.close();
            void navigate('/products');
          }}
        >
          {t('ordering.lines.toCatalogue')}
        </Button>
        <Button variant="default" onClick={onQuickOrder}>
          {t('ordering.lines.tabQuickOrder')}
        </Button>
      </Button.Group>
    </Stack>
  );
}
