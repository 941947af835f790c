// The fields the maintenance and standardisation requests share, both visits of the workshop to
// one of the customer's sites: what kind of visit, and the customer's remarks about it.
import { NOTE_MAX_LENGTH } from '@portal/domain/service-requests';
import { Radio, Stack, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The request's kind, one radio button per kind, required. */
export function KindField<K extends string>(props: {
  label: string;
  kinds: readonly K[];
  labelOf: (kind: K) => string;
  inputProps: GetInputPropsReturnType;
}) {
  return (
    <Radio.Group label={props.label} withAsterisk {...props.inputProps}>
      <Stack gap="xs" mt={4}>
        {props.kinds.map((kind) => (
          <Radio key={kind} value={kind} label={props.labelOf(kind)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The remarks, with how much of their length is used. */
export function RemarksField({ value, inputProps }: { value: string; inputProps: GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('serviceRequests.form.remarks')}
      description={t('serviceRequests.form.counter', { used: value.length, max: NOTE_MAX_LENGTH })}
      autosize
      minRows={3}
      maxRows={10}
      maxLength={NOTE_MAX_LENGTH}
      {...inputProps}
    />
  );
}
