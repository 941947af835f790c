import { describe, expect, it } from 'vitest';
import {
  changeCatalogueUrl,
  clearCatalogueFilters,
  DEFAULT_CATALOGUE_STATE,
  readCatalogueUrl,
  resetCatalogueSearch,
  searchQueryOf,
  writeCatalogueUrl,
} from './catalogue-url-state.ts';

const read = (search: string) => readCatalogueUrl(new URLSearchParams(search));

describe('catalogue address state', () => {
  it('reads every part of a shared search', () => {
    expect(
      read(
        'q=hilo+sg2&page=3&sort=price,desc&family=FIL&subfamily=FIL-ACER&attribute=2&value=2004&type=consumable&view=list',
      ),
    ).toEqual({
      q: 'hilo sg2',
      page: 3,
      sort: 'price,desc',
      family: 'FIL',
      subfamily: 'FIL-ACER',
      attribute: { idAtributo: 2, idValor: 2004 },
      type: 'consumable',
      view: 'list',
    });
  });

  it('drops what a hand-edited address gets wrong instead of sending it to the server', () => {
    expect(read('page=0&sort=price,up&type=robot&view=table&attribute=2&subfamily=FIL-ACER')).toEqual(
      DEFAULT_CATALOGUE_STATE,
    );
    expect(read('page=-2').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    // An attribute needs its value, and the reverse.
    expect(read('value=2004').attribute).toBeNull();
  });

  it('writes a short address that reads back the same', () => {
    const state = read('q=torxa&family=TOR&subfamily=TOR-MIG&attribute=1&value=1010&sort=name,asc&page=2');
    const written = writeCatalogueUrl(state);
    expect(written.toString()).toBe(
      'q=torxa&family=TOR&subfamily=TOR-MIG&attribute=1&value=1010&sort=name%2Casc&page=2',
    );
    expect(readCatalogueUrl(written)).toEqual(state);
    expect(writeCatalogueUrl(DEFAULT_CATALOGUE_STATE).toString()).toBe('');
  });

  it('goes back to page 1 when what matches changes, but not when only the view changes', () => {
    const onPage4 = read('q=disc&page=4&view=list');
    expect(changeCatalogueUrl(onPage4, { q: 'disco' }).page).toBe(1);
    expect(changeCatalogueUrl(onPage4, { sort: 'price,asc' }).page).toBe(1);
    expect(changeCatalogueUrl(onPage4, { type: 'accessory' }).page).toBe(1);
    expect(changeCatalogueUrl(onPage4, { view: 'grid' }).page).toBe(4);
    expect(changeCatalogueUrl(onPage4, { page: 5 }).page).toBe(5);
  });

  it('drops the subfamily when another family is chosen', () => {
    const state = read('family=FIL&subfamily=FIL-INOX');
    expect(changeCatalogueUrl(state, { family: 'ELE' })).toMatchObject({ family: 'ELE', subfamily: null });
    expect(changeCatalogueUrl(state, { family: 'FIL' }).subfamily).toBe('FIL-INOX');
  });

  it('clears the filters but keeps the text; the reset keeps only the order and view', () => {
    const state = read(
      'q=gas&family=GAS&attribute=4&value=4001&type=consumable&sort=price,asc&view=list&page=2',
    );
    expect(clearCatalogueFilters(state)).toEqual({
      ...DEFAULT_CATALOGUE_STATE,
      q: 'gas',
      sort: 'price,asc',
      view: 'list',
    });
    expect(resetCatalogueSearch(state)).toEqual({
      ...DEFAULT_CATALOGUE_STATE,
      sort: 'price,asc',
      view: 'list',
    });
  });

  it('asks the API for pages of 15 with only the filters that are set', () => {
    expect(searchQueryOf(read('q=wire&family=FIL&attribute=2&value=2004&page=2'))).toEqual({
      page: 2,
      size: 15,
      sort: undefined,
      queryString: 'wire',
      codigoFamilia: 'FIL',
      codigoSubfamilia: undefined,
      idAtributo: 2,
      idValor: 2004,
      type: undefined,
    });
  });
});
