// The browser APIs the screens need that jsdom lacks (media queries, resize observers, scrolling,
// and streams: each test file runs in a VM context whose window has no ReadableStream, which
// browsers and Node both have), installed before every web test by setup.ts.
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { vi } from 'vitest';

export function installDomShims(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  if (typeof globalThis.ReadableStream === 'undefined') vi.stubGlobal('ReadableStream', NodeReadableStream);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}
