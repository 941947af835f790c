// The navigation menu, built from the stored user's `menu` in the order the server sends it.
import { NavLink, ScrollArea } from '@mantine/core';
import type { MenuEntry } from '@portal/domain/access';
import { Link, useLocation } from 'react-router';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '#shared/ui/menu-icons.ts';

function isActive(pathname: string, url: string): boolean {
  return pathname === url || pathname.startsWith(`${url}/`);
}

export function AppNavbar({ menu, onNavigate }: { menu: readonly MenuEntry[]; onNavigate: () => void }) {
  // Re-render on a language switch: labels come from the i18n instance.
  useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea type="auto">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {menu.map((entry) => {
          const Icon = menuIcon(entry.icon);
          const active = isActive(pathname, entry.url);
          return (
            <li key={entry.url}>
              <NavLink
                component={Link}
                to={entry.url}
                label={screenLabel(entry.name)}
                leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                fw={active ? 600 : 500}
                py="sm"
              />
            </li>
          );
        })}
      </ul>
    </ScrollArea>
  );
}
