// Colours of the product pictures: one accent per family so a page of results reads at a glance,
// and the colours the trade itself uses (EN 1089-3 cylinder shoulders, EN ISO 6848 tungsten
// tips, liner colours) where a picture shows them.
import { mix } from './svg.ts';

const FAMILY_ACCENTS: Record<string, string> = {
  EQS: '#1f5fa8',
  TALL: '#6b3fa0',
  FIL: '#b8672e',
  ELE: '#2f7d4f',
  VAR: '#1c8a8a',
  GAS: '#4a6b3a',
  TOR: '#d9822b',
  ACC: '#546270',
  EPI: '#c99700',
  ABR: '#c0392b',
  SRV: '#23395d',
};

const TYPE_ACCENTS: Record<string, string> = {
  equipment: '#1f5fa8',
  consumable: '#2f7d4f',
  accessory: '#546270',
  service: '#23395d',
};

export interface Palette {
  accent: string;
  dark: string;
  light: string;
  tint: string;
}

export function paletteFor(codigoFamilia: string | null, tipo: string): Palette {
  const accent = (codigoFamilia && FAMILY_ACCENTS[codigoFamilia]) || TYPE_ACCENTS[tipo] || '#546270';
  return {
    accent,
    dark: mix(accent, '#000000', 0.35),
    light: mix(accent, '#ffffff', 0.55),
    tint: mix(accent, '#ffffff', 0.9),
  };
}

/** Shoulder colour and short label of a gas cylinder (EN 1089-3). */
export function gasColours(gas: string): { shoulder: string; label: string } {
  switch (gas) {
    case 'I1':
      return { shoulder: '#1e5b3a', label: 'Ar' };
    case 'I3':
      return { shoulder: '#7a5230', label: 'Ar/He' };
    case 'C1':
      return { shoulder: '#8a9097', label: 'CO2' };
    case 'O2':
      return { shoulder: '#f4f6f8', label: 'O2' };
    case 'C2H2':
      return { shoulder: '#7b1e2b', label: 'C2H2' };
    case 'M13':
    case 'M20':
    case 'M21':
      return { shoulder: '#59b34a', label: gas };
    default:
      return { shoulder: '#8a9097', label: gas.slice(0, 6) };
  }
}

export const TUNGSTEN_TIPS: Record<string, string> = {
  WL20: '#1e6fd9',
  WC20: '#8a8f96',
  WT20: '#d23b2f',
  WZ8: '#f7f7f7',
  E3: '#8e44ad',
};

export const WIRE_COLOURS = {
  steel: '#b8733a',
  stainless: '#b9c0c8',
  aluminium: '#dde1e6',
  cored: '#6b7078',
} as const;
export type WireMaterial = keyof typeof WIRE_COLOURS;
