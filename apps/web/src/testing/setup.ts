// Set-up of every web test file (vitest.config.ts). Testing Library's `waitFor` and `findBy…` give
// up after one second by default: on a machine whose two cores are busy (CI beside other work) a
// screen's first render alone can take longer, and a correct screen failed its test. Ten seconds,
// as the tests already passed to their slow queries; a screen that never shows what is awaited
// still fails.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
