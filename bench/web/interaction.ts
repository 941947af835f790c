// Interaction benchmark of the catalogue: how long a buyer waits for the screen, not for the
// server. The portal runs with its demo data (DEMO_MODE) and the web build; Debian's Chromium logs
// in as the demo buyer `bronze` on a desktop-sized screen, warms the API and the screens' code
// once, then, with the CPU slowed four times through the DevTools protocol (no network throttling:
// the API is local and warm), repeats:
//   - search: types a word into the catalogue's search box, a key every 100 ms, and measures from
//     the last key (its keydown) to the frame that shows the word's 15 results (the first page,
//     the previous results replaced and no longer marked busy), painted;
//   - view: clicks "list", then "grid", each measured from the click to the frame that shows the
//     15 cards in the new layout;
//   - cart: clicks the cart button (the cart holds a few lines) and measures to the frame that shows
//     the dialog with its lines; Escape closes it;
//   - while typing: the longest main-thread task (PerformanceObserver `longtask`) and the longest
//     interaction (Event Timing `event` entries by interactionId: Interaction to Next Paint, as the
//     largest one of the few typed here).
// "Painted" is taken as the first task after the animation frame that follows the change (a
// message posted from requestAnimationFrame), as web-vitals does. The ceiling beside each search:
// the search request's own time in the page (Resource Timing), what the server and the network
// allow.
//
//   node --import tsx bench/web/interaction.ts [--dist apps/web/dist] [--rounds 5]
//                                              [--port 3245 --erp-port 3246] [--label current]
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page } from '@playwright/test';
import { repoRoot, startServer } from '../support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    port: { type: 'string', default: '3245' },
    'erp-port': { type: 'string', default: '3246' },
    label: { type: 'string', default: 'current' },
    profile: { type: 'string' },
  },
});
const dist = path.resolve(args.dist ?? path.join(repoRoot, 'apps/web/dist'));
const rounds = Number(args.rounds);
const CPU_SLOWDOWN = 4;
const TYPING_DELAY_MS = 100;
/** Demo catalogue words with at least 15 results each. */
const WORDS = ['tig', 'disc', 'torxa', 'elec', 'gas', 'mig', 'fil'];
const CART_LINES = ['tig', 'disc', 'gas', 'fil', 'mig'];

const ca = JSON.parse(
  await readFile(path.join(repoRoot, 'apps/web/src/shared/i18n/locales/ca.json'), 'utf8'),
) as {
  products: { search: { label: string; clear: string }; view: Record<'grid' | 'list', string> };
};

// Run in the page (strings: this package is type-checked without the DOM's types).
const OBSERVERS = `(() => {
  const state = { longTasks: [], events: [], keydowns: [] };
  window.__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) state.events.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('keydown', (event) => state.keydowns.push(event.timeStamp), true);
  addEventListener('click', (event) => { state.lastClick = event.timeStamp; }, true);
})()`;

/** Resolves with the time of the first frame painted after `condition()` holds. */
const paintedWhen = (condition: string) => `new Promise((resolve, reject) => {
  const check = () => { try { return (${condition})(); } catch { return false; } };
  const painted = () => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  });
  if (check()) return painted();
  const observer = new MutationObserver(() => {
    if (!check()) return;
    observer.disconnect();
    painted();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  setTimeout(() => { observer.disconnect(); reject(new Error('timed out waiting for ' + ${JSON.stringify(condition)})); }, 60000);
})`;

const RESULTS = `document.querySelector('section[aria-labelledby="catalogue-results"]')`;
const CARD_NAMES = `[...${RESULTS}.querySelectorAll('ul > li article a')].map((a) => a.textContent).join('|')`;
const resultsFor = (word: string, before: string) => `() => {
  const section = ${RESULTS};
  const busy = section.querySelector('[aria-busy="true"]');
  const names = ${CARD_NAMES};
  return !busy && new URL(location.href).searchParams.get('q') === ${JSON.stringify(word)}
    && section.querySelectorAll('ul > li article').length === 15 && names !== ${JSON.stringify(before)};
}`;
/** Grid: the first two cards side by side; list: the second below the first. */
const layoutIs = (view: 'grid' | 'list') => `() => {
  const cards = ${RESULTS}.querySelectorAll('ul > li');
  if (cards.length !== 15 || new URL(location.href).searchParams.get('view') ${view === 'list' ? "!== 'list'" : "=== 'list'"}) return false;
  const [first, second] = [cards[0].getBoundingClientRect(), cards[1].getBoundingClientRect()];
  return ${view === 'grid' ? 'first.top === second.top' : 'second.top >= first.bottom'};
}`;
/** A dialog in sight (one kept in the page while closed is hidden). */
const SHOWN_DIALOG = `[...document.querySelectorAll('[role="dialog"]')].find((dialog) => dialog.checkVisibility())`;
const cartShown = (lines: number) => `() => {
  const dialog = ${SHOWN_DIALOG};
  return !!dialog && [...dialog.querySelectorAll('ul > li')].filter((line) => line.checkVisibility()).length === ${lines};
}`;
const NO_DIALOG = `() => !${SHOWN_DIALOG}`;

/** Puts the first priced product of each word in the cart through the API, with the tab's own token. */
async function addToCart(page: Page): Promise<number> {
  return (await page.evaluate(`(async () => {
    const user = JSON.parse(sessionStorage.getItem('user') ?? '{}');
    const headers = { authorization: 'Bearer ' + user.accessToken, 'content-type': 'application/json' };
    const lines = async () => (await (await fetch('/api/v1/carrito', { headers })).json()).lineas.length;
    if ((await lines()) >= ${CART_LINES.length}) return lines();
    for (const word of ${JSON.stringify(CART_LINES)}) {
      const search = await (await fetch('/api/v1/productos/search?queryString=' + word + '&page=1&size=15', { headers })).json();
      const product = search.content.find((item) => item.finalPrice !== null);
      if (!product) continue;
      await fetch('/api/v1/carrito', {
        method: 'POST',
        headers,
        body: JSON.stringify({ codigo: product.codigo, Cantidad: Math.max(1, product.Cantidad) }),
      });
    }
    return lines();
  })()`)) as number;
}

interface Round {
  searchMs: number[];
  searchRequestMs: number[];
  listMs: number;
  gridMs: number;
  cartMs: number;
  longestTaskWhileTypingMs: number;
  inpWhileTypingMs: number;
}

async function search(page: Page, word: string) {
  const box = page.getByLabel(ca.products.search.label);
  const before = (await page.evaluate(CARD_NAMES)) as string;
  // Start from an empty box, settled, so that only the word's own keys are timed. Not timed: the
  // box emptied with its clear button, until the address has no text and the
  // results are settled. Asked from here between pauses, and cleared again if the text came
  // back: right after the results of the last word painted, the clear was sometimes undone in
  // this harness (not seen by hand).
  const clear = page.getByRole('button', { name: ca.products.search.clear });
  for (let tries = 0; ; tries += 1) {
    if (await clear.isVisible()) await clear.click();
    const settled = await page.evaluate(
      `!new URL(location.href).searchParams.get('q') && !${RESULTS}.querySelector('[aria-busy="true"]')`,
    );
    if (settled) break;
    if (tries > 300) throw new Error('the search box was not emptied');
    await sleep(100);
  }
  await box.click();
  const typingFrom = (await page.evaluate('performance.now()')) as number;
  await page.evaluate('window.__bench.keydowns = []');
  const shown = page.evaluate(paintedWhen(resultsFor(word, before)));
  await box.pressSequentially(word, { delay: TYPING_DELAY_MS });
  // The box's text is not read while the results are awaited: finding the box by its label walks
  // the whole page on the main thread, inside the timed wait. A key the box dropped (seen on a
  // heavily loaded machine) ends the wait by its time-out: say then which text the box holds.
  const paintedAt = (await shown.catch(async (error: unknown) => {
    const typed = await box.inputValue();
    throw typed === word ? error : new Error(`typed "${word}", the search box holds "${typed}"`);
  })) as number;
  const { lastKey, longestTask, inp, requestMs } = (await page.evaluate(`(() => {
    const state = window.__bench;
    const from = ${typingFrom};
    const byInteraction = new Map();
    for (const e of state.events) if (e.start >= from) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    const requests = performance.getEntriesByType('resource').filter((r) => r.name.includes('/productos/search') && /[?&]queryString=${word}(&|$)/.test(r.name));
    const last = requests[requests.length - 1];
    return {
      lastKey: state.keydowns[state.keydowns.length - 1],
      longestTask: Math.max(0, ...state.longTasks.filter((t) => t.start >= from).map((t) => t.duration)),
      inp: Math.max(0, ...byInteraction.values()),
      requestMs: last ? last.responseEnd - last.startTime : NaN,
    };
  })()`)) as { lastKey: number; longestTask: number; inp: number; requestMs: number };
  return { ms: paintedAt - lastKey, longestTask, inp, requestMs };
}

async function switchView(page: Page, view: 'grid' | 'list') {
  const shown = page.evaluate(paintedWhen(layoutIs(view)));
  await page.locator('label', { hasText: ca.products.view[view] }).click();
  const paintedAt = (await shown) as number;
  return paintedAt - ((await page.evaluate('window.__bench.lastClick')) as number);
}

let cartLines = 0;

async function openCart(page: Page) {
  const shown = page.evaluate(paintedWhen(cartShown(cartLines)));
  await page
    .locator('header')
    .getByRole('button', { name: /^Cistella/ })
    .click();
  const paintedAt = (await shown) as number;
  const ms = paintedAt - ((await page.evaluate('window.__bench.lastClick')) as number);
  await page.keyboard.press('Escape');
  await page.evaluate(paintedWhen(NO_DIALOG));
  return ms;
}

async function round(page: Page, index: number): Promise<Round> {
  const searches = [];
  for (let i = 0; i < 3; i += 1) searches.push(await search(page, WORDS[(index * 3 + i) % WORDS.length]!));
  const listMs = await switchView(page, 'list');
  const gridMs = await switchView(page, 'grid');
  const cartMs = await openCart(page);
  return {
    searchMs: searches.map((s) => s.ms),
    searchRequestMs: searches.map((s) => s.requestMs),
    listMs,
    gridMs,
    cartMs,
    longestTaskWhileTypingMs: Math.max(...searches.map((s) => s.longestTask)),
    inpWhileTypingMs: Math.max(...searches.map((s) => s.inp)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;

console.log(`Catalogue interactions: build ${dist}, ${rounds} rounds, CPU ×${CPU_SLOWDOWN}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-interaction-'));
const server = await startServer(
  {
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    WEB_DIST_DIR: dist,
    ERP_SANDBOX_PORT: args['erp-port']!,
    LOGIN_ATTEMPTS_PER_IP: '1000',
  },
  Number(args.port),
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const rows: Round[] = [];
try {
  const context = await browser.newContext({ locale: 'ca-ES', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/^Usuari/).fill('bronze');
  await page.getByLabel(/^Contrasenya/).fill('portal-demo-2026');
  await page.getByRole('button', { name: 'Inicia la sessió', exact: true }).click();
  await page.waitForURL(/\/products/, { timeout: 60_000 });
  cartLines = await addToCart(page);
  if (cartLines === 0) throw new Error('no product could be put in the cart');
  await page.reload();
  await page.evaluate(paintedWhen(`() => ${RESULTS}.querySelectorAll('ul > li article').length === 15`));
  // Warm: every word searched once (the API's caches), every screen part loaded once.
  for (const word of WORDS) await search(page, word);
  await switchView(page, 'list');
  await switchView(page, 'grid');
  await openCart(page);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (args.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  for (let i = 0; i < rounds; i += 1) {
    const row = await round(page, i);
    rows.push(row);
    console.log(
      `round ${i + 1}: search ${row.searchMs.map(ms).join(', ')} (requests ${row.searchRequestMs.map(ms).join(', ')}), ` +
        `list ${ms(row.listMs)}, grid ${ms(row.gridMs)}, cart ${ms(row.cartMs)}, ` +
        `while typing: longest task ${ms(row.longestTaskWhileTypingMs)}, INP ${ms(row.inpWhileTypingMs)}`,
    );
  }
  if (args.profile) {
    const { profile } = await cdp.send('Profiler.stop');
    await writeFile(args.profile, JSON.stringify(profile));
    console.log(
      `CPU profile of the rounds written to ${args.profile} (open it in DevTools' Performance panel)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const summary = {
  searchMs: Math.round(median(rows.flatMap((r) => r.searchMs))),
  searchMaxMs: Math.round(Math.max(...rows.flatMap((r) => r.searchMs))),
  searchRequestMs: Math.round(median(rows.flatMap((r) => r.searchRequestMs))),
  listMs: Math.round(median(rows.map((r) => r.listMs))),
  gridMs: Math.round(median(rows.map((r) => r.gridMs))),
  cartMs: Math.round(median(rows.map((r) => r.cartMs))),
  longestTaskWhileTypingMs: Math.round(Math.max(...rows.map((r) => r.longestTaskWhileTypingMs))),
  inpWhileTypingMs: Math.round(Math.max(...rows.map((r) => r.inpWhileTypingMs))),
};
console.log(`
| what (catalogue as the buyer, CPU ×${CPU_SLOWDOWN}, API warm) | median | target |
|---|---:|---:|
| last key to the 15 results painted | ${summary.searchMs} ms (max ${summary.searchMaxMs}) | ≤ 300 ms |
| of which the search request (ceiling) | ${summary.searchRequestMs} ms | |
| grid → list | ${summary.listMs} ms | ≤ 150 ms |
| list → grid | ${summary.gridMs} ms | ≤ 150 ms |
| cart dialog open | ${summary.cartMs} ms | ≤ 300 ms |
| longest task while typing (max) | ${summary.longestTaskWhileTypingMs} ms | ≤ 200 ms |
| INP while typing (max) | ${summary.inpWhileTypingMs} ms | ≤ 200 ms |`);

const load = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
console.log(`load average at the end: ${load} (every figure grows when other processes share the cores)`);
const outDir = path.join(repoRoot, 'bench/results');
await mkdir(outDir, { recursive: true });
await writeFile(
  path.join(outDir, `web-interaction-${args.label}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), dist, rounds, load, summary, rows }, null, 2)}\n`,
);
