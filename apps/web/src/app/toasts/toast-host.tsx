// Toasts (spec §8, §9) are drawn by Mantine's Notifications, whose code and styles (with the
// transitions and scroll handling they pull in) load with the first toast: most first
// visits, the login screen's, never show one. A toast asked for before they arrive waits in the
// notifications store and shows when they do.
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastList = lazy(() => import('./toast-list.tsx').then((m) => ({ default: m.ToastList })));

export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Once loaded, the list stays mounted so that the last toast can leave with its transition.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
