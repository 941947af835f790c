// Set-up of every web test file (vitest.config.ts). Testing Library's `waitFor` and `findBy…` give
// up after one second by default: on a machine whose two cores are busy (CI beside other work) a
// screen's first render alone can take longer, and a correct screen failed its test. Ten seconds,
// as the tests already passed to their slow queries; a screen that never shows what is awaited
// still fails.
import { cleanNotifications } from '@mantine/notifications';
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { installDomShims } from './dom-shims.ts';

configure({ asyncUtilTimeout: 10_000 });

// What jsdom lacks and the screens ask for (matchMedia, ResizeObserver, scrolling, streams),
// before every test.
beforeEach(() => installDomShims());

// Toasts live in Mantine's module-wide store: one a test left must not be found by the next.
beforeEach(() => cleanNotifications());
