import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readListParams, useListParams } from './use-list-params.ts';

function renderListParams(initial: string) {
  let location = '';
  const hook = renderHook(
    () => {
      location = `${useLocation().pathname}${useLocation().search}`;
      return useListParams({ field: 'id', direction: 'desc' });
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider
          router={createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [initial] })}
        />
      ),
    },
  );
  return { hook, location: () => location };
}

describe('useListParams', () => {
  it('reads page (1-based in the address), size, sort, text and the other parameters as filters', () => {
    const state = readListParams(
      new URLSearchParams('page=3&size=50&sort=clau,desc&text=ab&resolt=true'),
      null,
    );
    expect(state).toEqual({
      page: 2,
      size: 50,
      sort: { field: 'clau', direction: 'desc' },
      text: 'ab',
      filters: { resolt: 'true' },
    });
  });

  it('falls back to the first page, the default size and the default sort for bad values', () => {
    const state = readListParams(new URLSearchParams('page=-2&size=7'), { field: 'id', direction: 'desc' });
    expect(state).toMatchObject({ page: 0, size: 20, sort: { field: 'id', direction: 'desc' } });
  });

  it('goes back to the first page when anything but the page changes', () => {
    const { hook, location } = renderListParams('/list?page=4');
    act(() => hook.result.current[1]({ filters: { resolt: 'false' } }));
    expect(location()).toBe('/list?resolt=false');
    act(() => hook.result.current[1]({ page: 2 }));
    expect(hook.result.current[0]).toMatchObject({ page: 2, filters: { resolt: 'false' } });
  });

  it('keeps both of two changes made before the next render', () => {
    const { hook, location } = renderListParams('/list');
    act(() => {
      hook.result.current[1]({ filters: { taula: 'params' } });
      hook.result.current[1]({ sort: { field: 'dataHora', direction: 'asc' } });
    });
    expect(new URLSearchParams(location().split('?')[1])).toEqual(
      new URLSearchParams('taula=params&sort=dataHora,asc'),
    );
  });
});
