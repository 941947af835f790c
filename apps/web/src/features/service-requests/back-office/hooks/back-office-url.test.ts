// The back office's address: each value read with the API's own schema (a value the API would
// refuse is left out), defaults kept out of the address, and any change but the page going back
// to the first page.
import { describe, expect, it } from 'vitest';
import { apiQueryOf, readBackOfficeUrl, writeBackOfficeUrl } from './back-office-url.ts';

const read = (search: string) => readBackOfficeUrl(new URLSearchParams(search));

describe('back office address', () => {
  it('reads page (1-based), size, sort and filters into the API query', () => {
    expect(
      apiQueryOf(
        read(
          'page=3&size=50&sort=estat,asc&tipus=maintenance&estat=done&client=C0003&desde=2026-03-01&fins=2026-03-31&text=SN-1',
        ),
      ),
    ).toEqual({
      page: 2,
      size: 50,
      sort: 'estat,asc',
      tipus: 'maintenance',
      estat: 'done',
      client: 'C0003',
      desde: '2026-03-01',
      fins: '2026-03-31',
      text: 'SN-1',
    });
  });

  it('leaves out what the API would refuse and falls back to the defaults', () => {
    expect(
      apiQueryOf(
        read(
          'page=0&size=7&sort=password,asc&tipus=repair&estat=lost&desde=2026-02-30&fins=yesterday&client=%20%20',
        ),
      ),
    ).toEqual({ page: 0, size: 20, sort: 'dataCreacio,desc' });
    expect(apiQueryOf(read('text=' + 'x'.repeat(101)))).toEqual({
      page: 0,
      size: 20,
      sort: 'dataCreacio,desc',
    });
  });

  it('writes a change back, keeps defaults out of the address and returns to the first page', () => {
    const current = new URLSearchParams('page=4&tipus=sat');
    expect(writeBackOfficeUrl(current, { page: 5 }).toString()).toBe('page=6&tipus=sat');
    expect(writeBackOfficeUrl(current, { filters: { estat: 'received' } }).toString()).toBe(
      'tipus=sat&estat=received',
    );
    expect(writeBackOfficeUrl(current, { filters: { tipus: null, text: '  MIG ' } }).toString()).toBe(
      'text=MIG',
    );
    expect(
      writeBackOfficeUrl(current, { sort: { field: 'dataCreacio', direction: 'desc' }, size: 20 }).toString(),
    ).toBe('tipus=sat');
    expect(
      writeBackOfficeUrl(current, { sort: { field: 'numero', direction: 'asc' }, size: 50 }).toString(),
    ).toBe('tipus=sat&size=50&sort=numero%2Casc');
  });
});
