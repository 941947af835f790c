// The after-sales service form: which machine (one bought through the portal, picked with its order
// and date, or another typed by product code with its purchase date, which the warranty runs
// from), its serial number, the fault, photos or PDFs, whether the customer brings it or wants it
// collected (then from one of its addresses), up to three preferred days, and who to call.
// Opened from an order of the history it comes with that order and product chosen.
import { NOTE_MAX_LENGTH } from '@portal/domain/service-requests';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSatForm, type SatPrefill } from '../hooks/use-sat-form.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { ContactPersonFields } from './contact-person-fields.tsx';
import { PreferredDatesField } from './preferred-dates-field.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';
import { SatDeliveryFields } from './sat-delivery-fields.tsx';
import { SatMachineFields } from './sat-machine-fields.tsx';

export function SatForm({ listPath, prefill }: { listPath: string; prefill: SatPrefill }) {
  const { t } = useTranslation(['translation', 'messages']);
  const { form, frame, equipment } = useSatForm(prefill);
  const values = form.values;
  const counter = (used: number, max: number) => t('serviceRequests.form.counter', { used, max });

  return (
    <RequestFormFrame listPath={listPath} {...frame}>
      <SatMachineFields form={form} equipment={equipment} />
      <Textarea
        label={t('serviceRequests.sat.fault')}
        description={`${t('serviceRequests.sat.faultHint')} ${counter(values.averia.length, NOTE_MAX_LENGTH)}`}
        withAsterisk
        autosize
        minRows={4}
        maxRows={12}
        maxLength={NOTE_MAX_LENGTH}
        {...form.getInputProps('averia')}
      />
      <AttachmentsField
        files={values.fitxers}
        onChange={(files) => {
          form.setFieldValue('fitxers', files);
          form.clearFieldError('fitxers');
        }}
        error={form.errors.fitxers}
      />
      <SatDeliveryFields form={form} />
      <PreferredDatesField form={form} />
      <ContactPersonFields form={form} />
    </RequestFormFrame>
  );
}
