// "Save to a list": the one button every screen that can fill a list shows (a product's card and
// detail, the cart, an order of the history). It only opens the dialog the main layout hosts.
import { Button, type ButtonProps } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStoredUser } from '../session/use-stored-user.ts';
import { saveToListDialog, type SaveToListTarget } from './save-to-list-store.ts';

interface SaveToListButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  target: SaveToListTarget;
  /** The visible text; "Save to a list" by default. */
  label?: string;
  /** A fuller name for assistive technology when several such buttons share a screen. */
  ariaLabel?: string;
}

export function SaveToListButton({
  target,
  label,
  ariaLabel,
  size = 'xs',
  variant = 'subtle',
}: SaveToListButtonProps) {
  const { t } = useTranslation();
  // Lists belong to a customer's users: staff have none.
  if (!useStoredUser()?.cliente) return null;
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconListCheck size={16} aria-hidden />}
      aria-label={ariaLabel}
      onClick={() => saveToListDialog.open(target)}
    >
      {label ?? t('shoppingLists.saveToList')}
    </Button>
  );
}
