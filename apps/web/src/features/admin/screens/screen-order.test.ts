import type { AdminScreen } from '@portal/domain/admin-screens';
import { describe, expect, it } from 'vitest';
import { menuScreens, moveItem, otherScreens, reorderBody, sameOrder } from './screen-order.ts';

const screen = (idPantalla: number, ordre: number, menu = true): AdminScreen => ({
  idPantalla,
  name: `s${idPantalla}`,
  icon: 'IconPoint',
  url: `/s${idPantalla}`,
  ordre,
  menu,
  idPantallaPare: menu ? null : 1,
});

describe('screen order', () => {
  const all = [screen(3, 30), screen(1, 10), screen(5, 11, false), screen(2, 20), screen(4, 20)];

  it('splits the menu screens, in menu order, from the others', () => {
    expect(menuScreens(all).map((s) => s.idPantalla)).toEqual([1, 2, 4, 3]);
    expect(otherScreens(all).map((s) => s.idPantalla)).toEqual([5]);
  });

  it('moves one item to another place and ignores moves off the list', () => {
    expect(moveItem([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 1)).toEqual([2, 1, 3, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3, 4], 0, -1)).toEqual([1, 2, 3, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 4)).toEqual([1, 2, 3, 4]);
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
  });

  it('gives the new order the positions the menu screens held, sending only the moved ones', () => {
    const menu = [screen(1, 10), screen(2, 100), screen(3, 110), screen(4, 120)];
    expect(reorderBody(menu, [1, 2, 3, 4])).toEqual([]);
    expect(reorderBody(menu, [1, 4, 2, 3])).toEqual([
      { idPantalla: 4, ordre: 100 },
      { idPantalla: 2, ordre: 110 },
      { idPantalla: 3, ordre: 120 },
    ]);
  });

  it('tells apart screens that shared a position', () => {
    const menu = [screen(1, 10), screen(2, 20), screen(3, 20)];
    // Screen 3 keeps 20; screen 2 goes after it.
    expect(reorderBody(menu, [1, 3, 2])).toEqual([{ idPantalla: 2, ordre: 21 }]);
  });
});
