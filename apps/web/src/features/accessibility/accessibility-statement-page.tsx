// The accessibility statement (`/accessibilitat`), public and linked from every page's footer: the
// conformance target, how it is checked, the limitations known today and where to report a
// barrier, as the European Accessibility Act asks of a service that sells online. The address and
// phone are customer service's (`emailContacto`, `telefonoContacto`), read as they are now.
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServiceContact } from '#shared/api/service-contact.ts';
import { PublicFrame } from '#shared/ui/public-frame.tsx';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';

/** The limitations known today; each is a key of `accessibility.limits`. */
const KNOWN_LIMITS = ['documents', 'pictures'] as const;

export function AccessibilityStatementPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.accessibility'));
  const contact = useServiceContact();
  const email = contact.data?.emailContacto;
  const phone = contact.data?.telefonoContacto;

  return (
    <PublicFrame size={720}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={1}>{t('screens.accessibility')}</Title>
          <Text>{t('accessibility.intro')}</Text>

          <Title order={2} size="h3">
            {t('accessibility.targetTitle')}
          </Title>
          <Text>{t('accessibility.target')}</Text>

          <Title order={2} size="h3">
            {t('accessibility.checksTitle')}
          </Title>
          <Text>{t('accessibility.checks')}</Text>

          <Title order={2} size="h3">
            {t('accessibility.limitsTitle')}
          </Title>
          <List spacing="xs">
            {KNOWN_LIMITS.map((limit) => (
              <List.Item key={limit}>{t(`accessibility.limits.${limit}`)}</List.Item>
            ))}
          </List>

          <Title order={2} size="h3">
            {t('accessibility.reportTitle')}
          </Title>
          <Text>{t('accessibility.report')}</Text>
          {email || phone ? (
            <List spacing="xs">
              {email && (
                <List.Item>
                  {t('accessibility.email')}{' '}
                  <Anchor href={`mailto:${email}`} style={{ overflowWrap: 'anywhere' }}>
                    {email}
                  </Anchor>
                </List.Item>
              )}
              {phone && (
                <List.Item>
                  {t('accessibility.phone')}{' '}
                  <Anchor href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Anchor>
                </List.Item>
              )}
            </List>
          ) : (
            !contact.isPending && <Text>{t('accessibility.noContact')}</Text>
          )}

          <Anchor component={Link} to="/">
            {t('accessibility.back')}
          </Anchor>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
