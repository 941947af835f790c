// What every drawing receives: the family colours and the short texts it may print on itself
// (a welder's display shows its amperage, a box its grade).
import type { Palette } from './picture-palette.ts';

export interface ShapeContext {
  palette: Palette;
  /** Digits for a display, e.g. "350" for a 350 A welder; empty when unknown. */
  display: string;
  /** A grade or size worth printing on the product, e.g. "E7018" or "1.0 mm"; may be empty. */
  detail: string;
}

export const INK = '#1f2329';
export const STEEL = '#9aa3ad';
export const RUBBER = '#2b2f36';
export const COPPER = '#c47a3c';
export const BRASS = '#c9a227';
