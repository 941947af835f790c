// `npm start` runs this first, then the server's bundle with plain Node: the web app is built if
// its sources changed (the server serves it), and the server bundled if its sources changed. One
// process for both, so a restart pays for starting tsx once.
import { buildWebIfChanged } from '../../web/build/build-if-changed.ts';
import { bundleServerIfChanged } from './bundle-server.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
await Promise.all([buildWebIfChanged(say), bundleServerIfChanged(say)]);
