// The toasts themselves: Mantine's Notifications and their styles, in a chunk of their own.
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import { TOAST_POSITION } from '#shared/notifications/notify.ts';

export function ToastList() {
  return <Notifications position={TOAST_POSITION} limit={5} />;
}
