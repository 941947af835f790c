import { IconBuildingStore, IconPoint, IconUsers } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import seedSource from '../../../../server/src/db/seed/access-catalogue.ts?raw';
import { FALLBACK_MENU_ICON, menuIcon } from './menu-icons.ts';

describe('menuIcon', () => {
  it('maps the icon names the server sends to Tabler components', () => {
    expect(menuIcon('IconBuildingStore')).toBe(IconBuildingStore);
    expect(menuIcon('IconUsers')).toBe(IconUsers);
  });

  it('falls back to a neutral icon for unknown, empty or inherited names', () => {
    expect(menuIcon('IconDoesNotExist')).toBe(IconPoint);
    expect(menuIcon('')).toBe(IconPoint);
    expect(menuIcon(null)).toBe(IconPoint);
    expect(menuIcon('toString')).toBe(IconPoint);
  });

  it('draws every icon the seeded screens name (none falls back)', () => {
    const named = [...seedSource.matchAll(/icona: '(\w+)'/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => menuIcon(name) === FALLBACK_MENU_ICON)).toEqual([]);
  });
});
