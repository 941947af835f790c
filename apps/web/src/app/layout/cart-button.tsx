// The cart button of the header: the number of lines in the server's cart, and the cart dialog
// with its four checkout steps. The dialog's code is fetched when the pointer or the focus
// reaches the button (or on the first opening, from here or from any screen through the cart
// dialog store), so it stays out of the first download, and built, hidden, once fetched; it then
// stays mounted, keeping the checkout's state while it is closed.
import { ActionIcon, Center, Indicator, Loader } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, memo, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCart, useCart } from '#shared/cart/cart-api.ts';
import { cartDialog, useCartDialog } from '#shared/cart/cart-dialog-store.ts';
import { useStoredUser } from '#shared/session/use-stored-user.ts';

const loadCartDialog = () => import('../../features/cart/components/cart-dialog.tsx');
const CartDialog = lazy(() => loadCartDialog().then((m) => ({ default: m.CartDialog })));

/** Memoised: the layout renders with each change of the address, the cart's button need not. */
export const CartButton = memo(function CartButton() {
  const { t } = useTranslation();
  // Staff, and a company's viewer or approver, have no cart (the server refuses it).
  const buysForCustomer = hasCart(useStoredUser());
  const cart = useCart();
  const { opened } = useCartDialog();
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  const count = cart.data?.lineas.length ?? 0;
  // The dialog is built, hidden, as soon as its code is in (the pointer or the focus on its
  // way to the button), in the background: the click only shows it.
  const prefetch = () => void loadCartDialog().then(() => startTransition(() => setMounted(true)));
  // The dialog belongs to this layout: a session that ends under it must not reopen it at the
  // next login.
  useEffect(() => () => cartDialog.close(), []);
  if (!buysForCustomer) return null;

  return (
    <>
      <Indicator label={String(count)} size={18} offset={4} color="blue.8" zIndex={1} disabled={count === 0}>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={t('cart.open', { count })}
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => cartDialog.open(0)}
        >
          <IconShoppingCart size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      {mounted && (
        // Only seen on a slow network: the code is usually fetched while the pointer approached.
        <Suspense
          fallback={
            opened ? (
              <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
                <Loader aria-label={t('app.loading')} />
              </Center>
            ) : null
          }
        >
          <CartDialog />
        </Suspense>
      )}
    </>
  );
});
