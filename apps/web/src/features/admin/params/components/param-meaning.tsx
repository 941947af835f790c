// What a key the portal reads is for (the minimum order, the shipping amount, the contact
// e-mail and phone), shown beside it in the list and in the dialog.
import type { ParamKey } from '@portal/domain/constants';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const MEANINGS = {
  pedidoMinimo: 'admin.params.meaning.pedidoMinimo',
  importeFijo: 'admin.params.meaning.importeFijo',
  emailContacto: 'admin.params.meaning.emailContacto',
  telefonoContacto: 'admin.params.meaning.telefonoContacto',
  sincronitzacioMinuts: 'admin.params.meaning.sincronitzacioMinuts',
  sincronitzacioDocumentsMinuts: 'admin.params.meaning.sincronitzacioDocumentsMinuts',
  creditPolicy: 'admin.params.meaning.creditPolicy',
} as const satisfies Record<ParamKey, string>;

export function ParamMeaning({ clau, ...props }: { clau: string } & TextProps) {
  const { t } = useTranslation();
  if (!Object.hasOwn(MEANINGS, clau)) return null;
  return (
    <Text size="sm" c="dimmed" {...props}>
      {t(MEANINGS[clau as ParamKey])}
    </Text>
  );
}
