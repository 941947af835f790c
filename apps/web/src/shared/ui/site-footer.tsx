// The foot of every page, with and without a session: the accessibility statement's link.
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const ACCESSIBILITY_STATEMENT_PATH = '/accessibilitat';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" px="md" py="md">
      <Anchor component={Link} to={ACCESSIBILITY_STATEMENT_PATH} size="sm">
        {t('layout.accessibility')}
      </Anchor>
    </Group>
  );
}
