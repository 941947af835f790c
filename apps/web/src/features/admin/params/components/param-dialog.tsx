// Create a parameter, or change the value of one, in a dialog. The value field fits its key (an
// amount, an e-mail, a phone or free text) and says what it wants; the checks are the server's
// (param-form.ts). On a refused submit the focus goes to the first field in error; field errors
// the server finds show under their fields. The key of an existing parameter stays as it is.
import type { Param, ParamValueKind } from '@portal/domain/admin-params';
import { paramValueKind } from '@portal/domain/admin-params';
import { Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { focusFirstError as revealFirstError } from '#shared/forms/schema-errors.ts';
import { translateMessageKey } from '#shared/i18n/i18n.ts';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { fieldErrorsOf } from '../../api/envelope.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { useSaveParam } from '../api/save-param.ts';
import { PARAM_FIELDS, validateParam, type ParamField, type ParamFormValues } from '../param-form.ts';
import { ParamMeaning } from './param-meaning.tsx';

interface ParamDialogProps {
  opened: boolean;
  /** The parameter being edited, or null to create one. */
  param: Param | null;
  onClose: () => void;
}

const EMPTY: ParamFormValues = { clau: '', valor: '' };

const INPUT_BY_KIND: Record<
  ParamValueKind,
  { type?: string; inputMode?: 'decimal' | 'email' | 'tel' | 'numeric' }
> = {
  amount: { inputMode: 'decimal' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  minutes: { inputMode: 'numeric' },
  text: {},
};

export function ParamDialog({ opened, param, onClose }: ParamDialogProps) {
  const { t } = useTranslation();
  const save = useSaveParam();
  const idParam = param?.idParam ?? null;
  const form = useForm<ParamFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => validateParam(values, idParam),
  });

  // Each opening starts from the parameter as it is (or from nothing).
  const { setInitialValues, setValues, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    const values = param ? { clau: param.clau, valor: param.valor } : EMPTY;
    setInitialValues(values);
    setValues(values);
    clearErrors();
  }, [opened, param, setInitialValues, setValues, clearErrors]);

  const focusFirstError = (errors: Partial<Record<string, unknown>>) =>
    revealFirstError(errors, PARAM_FIELDS, (field) => form.getInputNode(field));

  const submit = (values: ParamFormValues) => {
    const body = { clau: values.clau.trim(), valor: values.valor.trim() };
    save.mutate(idParam === null ? body : { idParam, ...body }, {
      onSuccess: onClose,
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields) {
          const known = Object.fromEntries(
            Object.entries(fields).filter(([field]) => (PARAM_FIELDS as readonly string[]).includes(field)),
          ) as Partial<Record<ParamField, string>>;
          form.setErrors(known);
          focusFirstError(known);
        } else if (error instanceof ApiError && error.status === 409) {
          // The key is taken: say so beside it too.
          form.setFieldError('clau', translateMessageKey(error.body?.missatge) ?? error.description ?? '');
          focusFirstError({ clau: true });
        }
      },
    });
  };

  const kind = paramValueKind(form.values.clau.trim());
  const hint = kind === 'text' ? undefined : t(`admin.params.hint.${kind}`);
  const valueProps = { label: t('admin.params.value'), withAsterisk: true, description: hint };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={param ? t('admin.params.editTitle', { clau: param.clau }) : t('admin.params.createTitle')}
      size="lg"
    >
      <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
        <Stack gap="sm">
          <ParamMeaning clau={form.values.clau.trim()} />
          <TextInput
            label={t('admin.params.key')}
            withAsterisk={!param}
            readOnly={!!param}
            description={param ? t('admin.params.keyFixed') : undefined}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            data-autofocus={param ? undefined : true}
            {...form.getInputProps('clau')}
          />
          {kind === 'text' ? (
            <Textarea
              {...valueProps}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={1000}
              data-autofocus={param ? true : undefined}
              {...form.getInputProps('valor')}
            />
          ) : (
            <TextInput
              {...valueProps}
              {...INPUT_BY_KIND[kind]}
              maxLength={kind === 'phone' ? 30 : 254}
              autoComplete="off"
              data-autofocus={param ? true : undefined}
              {...form.getInputProps('valor')}
            />
          )}
          <DialogActions
            onCancel={onClose}
            saving={save.isPending}
            cancelLabel={t('admin.common.cancel')}
            submitLabel={t('admin.common.save')}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
