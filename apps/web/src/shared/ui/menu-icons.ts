// Screens carry a Tabler icon name (`pantalles.icon`, e.g. `IconBuildingStore`); the known names
// map to their components so only these icons are bundled. Unknown names get a neutral icon.
import {
  IconAdjustments,
  IconBug,
  IconBuildingStore,
  IconCertificate,
  IconChecklist,
  IconFileDescription,
  IconFileInvoice,
  IconHistory,
  IconLayoutList,
  IconListCheck,
  IconListDetails,
  IconLock,
  IconMail,
  IconPlugConnected,
  IconPoint,
  IconRefresh,
  IconSettings,
  IconShieldLock,
  IconTool,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

const MENU_ICONS: Record<string, Icon> = {
  IconAdjustments,
  IconBug,
  IconBuildingStore,
  IconCertificate,
  IconChecklist,
  IconFileDescription,
  IconFileInvoice,
  IconHistory,
  IconLayoutList,
  IconListCheck,
  IconListDetails,
  IconLock,
  IconMail,
  IconPlugConnected,
  IconRefresh,
  IconSettings,
  IconShieldLock,
  IconTool,
  IconUsers,
  IconUsersGroup,
};

export const FALLBACK_MENU_ICON: Icon = IconPoint;

export function menuIcon(name: string | null | undefined): Icon {
  return (name && Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name] : undefined) ?? FALLBACK_MENU_ICON;
}
