// Serves `locales/<language>.json?part=first|rest&lang.json` as the part of the catalogue that
// src/shared/i18n/text-parts.ts names, so each part becomes its own chunk: the first screen loads
// a few kilobytes of texts instead of the whole catalogue. Without this plugin (the unit tests)
// either query loads the whole file, which is correct, only larger.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { pickTextPart, type TextPart } from '../src/shared/i18n/text-parts.ts';

const PART_REQUEST =
  /^(.*[\\/]src[\\/]shared[\\/]i18n[\\/]locales[\\/][a-z]{2}\.json)\?part=(first|rest)&lang\.json$/;

export function localeParts(): Plugin {
  return {
    name: 'portal:locale-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART_REQUEST.exec(id);
      if (!match) return null;
      const file = match[1]!;
      this.addWatchFile(file);
      const catalogue = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      return JSON.stringify(pickTextPart(catalogue, match[2] as TextPart));
    },
  };
}
