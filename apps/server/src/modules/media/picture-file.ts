// The file names of product pictures: `<codigo>.svg` for the main picture and `<codigo>.2.svg`
// for a machine's second view (its rating plate). Only plain names are accepted, so that no
// path can ever be formed from the request; the name is only used to look up a product.
import type { PictureView } from './product-picture.ts';

export const PICTURE_FILE = /^[A-Za-z0-9._-]+\.svg$/;

export interface PictureCandidate {
  codigo: string;
  view: PictureView;
}

/**
 * The products a file name may mean, most specific first: a code may itself end in `.2`, so
 * `X.2.svg` is the main picture of `X.2` if that product exists, else view 2 of `X`.
 */
export function pictureCandidates(file: string): PictureCandidate[] {
  const name = file.slice(0, -'.svg'.length);
  const candidates: PictureCandidate[] = [{ codigo: name, view: 1 }];
  const second = /^(.+)\.2$/.exec(name);
  if (second) candidates.push({ codigo: second[1]!, view: 2 });
  return candidates;
}

/** The main picture's URL, as the catalogue stores it in `medias`. */
export const pictureUrl = (codigo: string, view: PictureView = 1) =>
  `/media/products/${codigo}${view === 2 ? '.2' : ''}.svg`;
