// First-visit benchmark of the web app: the portal serves a web build; Debian's Chromium opens
// /login with an empty cache, on a phone-sized screen (412 × 823, as Lighthouse's mobile run),
// under DevTools' own "Slow 4G" preset (562.5 ms latency, 1.6 Mbps down, 750 kbps up, both less
// DevTools' 10 % for packet overhead) and a CPU slowed four times, both through the DevTools
// protocol, and the run records:
//   - the largest contentful paint (PerformanceObserver `largest-contentful-paint`);
//   - when the screen is usable: the first moment a submit of the login form is handled by React
//     (a submit event is dispatched at the form every 50 ms from the moment it is in the page; the
//     first one whose default the page's own handler prevents — the form validated by the app, not
//     sent by the browser — counts);
//   - bytes on the wire for HTML, JavaScript and CSS and for everything (as transferred:
//     compressed, with headers);
//   - the JavaScript the visit ran, gzip (each file gzipped at level 9, as the build's copies are),
//     and the entry script alone (the one index.html names);
//   - the number of requests.
// Medians of N runs, each in a fresh browser context (nothing cached).
//
//   node --import tsx bench/web/run.ts [--dist apps/web/dist] [--tree <checkout>] [--runs 7]
//                                      [--port 3243 --erp-port 3244]
// `--tree` runs another checkout's server (e.g. a `git worktree` of the commit before a change),
// `--dist` another build. The server runs as its own process on an empty PGlite database.
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { constants, gzipSync } from 'node:zlib';
import { chromium, type CDPSession } from '@playwright/test';
import { repoRoot } from '../support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    tree: { type: 'string', default: repoRoot },
    dist: { type: 'string' },
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '3243' },
    'erp-port': { type: 'string', default: '3244' },
    label: { type: 'string' },
  },
});
const tree = path.resolve(args.tree!);
const dist = path.resolve(args.dist ?? path.join(tree, 'apps/web/dist'));
const runs = Number(args.runs);
const port = Number(args.port);
const origin = `http://127.0.0.1:${port}`;

/** DevTools' "Slow 4G" preset (its NetworkManager's Slow4GConditions), as DevTools applies it. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a mid-range Android phone). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

async function startPortal() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: dist,
      ERP_SANDBOX_PORT: args['erp-port'],
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 2400) throw new Error('the portal did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Transfer {
  url: string;
  type: string;
  bytes: number;
  encoding: string | undefined;
}

/** Records every response's type and bytes on the wire (headers and compressed body). */
async function recordTransfers(cdp: CDPSession): Promise<Transfer[]> {
  const pending = new Map<string, Omit<Transfer, 'bytes'>>();
  const done: Transfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    pending.set(event.requestId, {
      url: event.response.url,
      type: event.type,
      encoding: headers['content-encoding'] as string | undefined,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (response) done.push({ ...response, bytes: event.encodedDataLength });
  });
  await cdp.send('Network.enable');
  return done;
}

// Run in the page (strings: this package is type-checked without the DOM's types).
const LARGEST_CONTENTFUL_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;
/**
 * Installed before the page's own scripts: dispatches a submit at the login form every 50 ms and
 * records when one is first handled by the app (its default prevented). A dispatched submit event
 * never sends the form itself, so the probe changes nothing before the app is there.
 */
const USABLE_PROBE = `window.__usableAt = new Promise((resolve) => {
  const probe = setInterval(() => {
    const form = document.querySelector('#root form');
    if (!form) return;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    if (!submit.defaultPrevented) return;
    clearInterval(probe);
    resolve(performance.now());
  }, 50);
});`;
const USABLE_AT = `window.__usableAt`;
const ENTRY_SCRIPT = `document.querySelector('script[type="module"][src]')?.src ?? ''`;
/** When the last script finished downloading: before it the network is the limit, after it the CPU. */
const SCRIPTS_LOADED = `Math.max(0, ...performance.getEntriesByType('resource')
  .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
  .map((entry) => entry.responseEnd))`;

const gzipCache = new Map<string, number>();
async function gzipBytes(url: string): Promise<number> {
  const file = path.join(dist, new URL(url).pathname);
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(await readFile(file), { level: constants.Z_BEST_COMPRESSION }).length;
    gzipCache.set(file, size);
  }
  return size;
}

async function visit() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({ locale: 'ca-ES', ...PHONE });
    const page = await context.newPage();
    await page.addInitScript(USABLE_PROBE);
    const cdp = await context.newCDPSession(page);
    const transfers = await recordTransfers(cdp);
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/login`, { waitUntil: 'load', timeout: 120_000 });
    // The screen is there when its password field is; then nothing more may be loading.
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const usableMs = (await page.evaluate(USABLE_AT)) as number;
    const lcp = (await page.evaluate(LARGEST_CONTENTFUL_PAINT)) as number;
    const entryScript = (await page.evaluate(ENTRY_SCRIPT)) as string;
    const scriptsLoadedMs = (await page.evaluate(SCRIPTS_LOADED)) as number;

    const ofType = (types: string[]) => transfers.filter((t) => types.includes(t.type));
    const sum = (items: Transfer[]) => items.reduce((total, t) => total + t.bytes, 0);
    const scripts = ofType(['Script']);
    let scriptGzip = 0;
    for (const script of scripts) scriptGzip += await gzipBytes(script.url);
    return {
      lcpMs: lcp,
      usableMs,
      scriptsLoadedMs,
      wireBytes: sum(ofType(['Document', 'Script', 'Stylesheet'])),
      wireBytesAll: sum(transfers),
      scriptWireBytes: sum(scripts),
      styleWireBytes: sum(ofType(['Stylesheet'])),
      documentWireBytes: sum(ofType(['Document'])),
      scriptGzipBytes: scriptGzip,
      entryGzipBytes: entryScript ? await gzipBytes(entryScript) : 0,
      requests: transfers.length,
      scripts: scripts.length,
      stylesheets: ofType(['Stylesheet']).length,
      encodings: [...new Set(transfers.map((t) => t.encoding ?? 'identity'))].join(', '),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kB = (bytes: number) => Math.round(bytes / 100) / 10;

console.log(`First visit of /login: build ${dist}, server ${tree}, ${runs} runs`);
const portal = await startPortal();
const samples: Awaited<ReturnType<typeof visit>>[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const sample = await visit();
    samples.push(sample);
    console.log(
      `run ${run + 1}: LCP ${Math.round(sample.lcpMs)} ms, usable at ${Math.round(sample.usableMs)} ms (scripts loaded at ${Math.round(sample.scriptsLoadedMs)} ms), HTML+JS+CSS ${kB(sample.wireBytes)} kB on the wire ` +
        `(${sample.requests} requests, ${sample.encodings}), JS gzip ${kB(sample.scriptGzipBytes)} kB`,
    );
  }
} finally {
  await portal.stop();
}

const summary = {
  lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
  lcpMinMs: Math.round(Math.min(...samples.map((s) => s.lcpMs))),
  lcpMaxMs: Math.round(Math.max(...samples.map((s) => s.lcpMs))),
  usableMs: Math.round(median(samples.map((s) => s.usableMs))),
  usableMinMs: Math.round(Math.min(...samples.map((s) => s.usableMs))),
  usableMaxMs: Math.round(Math.max(...samples.map((s) => s.usableMs))),
  scriptsLoadedMs: Math.round(median(samples.map((s) => s.scriptsLoadedMs))),
  wireKB: kB(median(samples.map((s) => s.wireBytes))),
  scriptWireKB: kB(median(samples.map((s) => s.scriptWireBytes))),
  styleWireKB: kB(median(samples.map((s) => s.styleWireBytes))),
  documentWireKB: kB(median(samples.map((s) => s.documentWireBytes))),
  allWireKB: kB(median(samples.map((s) => s.wireBytesAll))),
  scriptGzipKB: kB(median(samples.map((s) => s.scriptGzipBytes))),
  entryGzipKB: kB(median(samples.map((s) => s.entryGzipBytes))),
  requests: median(samples.map((s) => s.requests)),
  scripts: median(samples.map((s) => s.scripts)),
  stylesheets: median(samples.map((s) => s.stylesheets)),
};
console.log(`
| what (first visit of /login, phone, Slow 4G, CPU ×4) | median |
|---|---:|
| LCP | ${(summary.lcpMs / 1000).toFixed(2)} s (${(summary.lcpMinMs / 1000).toFixed(2)}–${(summary.lcpMaxMs / 1000).toFixed(2)}) |
| usable (a submit handled by the app) | ${(summary.usableMs / 1000).toFixed(2)} s (${(summary.usableMinMs / 1000).toFixed(2)}–${(summary.usableMaxMs / 1000).toFixed(2)}) |
| last script downloaded | ${(summary.scriptsLoadedMs / 1000).toFixed(2)} s |
| HTML + JS + CSS on the wire | ${summary.wireKB} kB (HTML ${summary.documentWireKB}, JS ${summary.scriptWireKB}, CSS ${summary.styleWireKB}) |
| everything on the wire | ${summary.allWireKB} kB in ${summary.requests} requests (${summary.scripts} scripts, ${summary.stylesheets} stylesheets) |
| JavaScript of the visit, gzip | ${summary.scriptGzipKB} kB |
| entry script, gzip | ${summary.entryGzipKB} kB |`);

const load = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
console.log(`load average at the end: ${load} (the LCP grows when other processes share the cores)`);

const outDir = path.join(repoRoot, 'bench/results');
await mkdir(outDir, { recursive: true });
const label = args.label ?? (tree === repoRoot ? 'current' : path.basename(tree));
await writeFile(
  path.join(outDir, `web-${label}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), tree, dist, runs, load, summary, samples }, null, 2)}\n`,
);
