// A form checked with the domain schema the server applies (schema-errors.ts), so a field says
// what the server would say. On a failed check, or a refusal the server places on
// fields, the focus moves to the first field in error once its message is drawn, so a screen
// reader announces the field with its error.
import { useForm } from '@mantine/form';
import { useCallback } from 'react';
import { focusFirstError } from './schema-errors.ts';
import { refusalFields } from './server-refusal.ts';

type Errors = Record<string, unknown>;

interface SchemaFormOptions<V> {
  /** Unique on the page: the form finds its fields by it. */
  name: string;
  initialValues: V;
  /** The fields in the order the form shows them. */
  fields: readonly (keyof V & string)[];
  check: (values: V) => Record<string, string>;
  /** Message keys of refusals that belong to a field though the server names none (a wrong current password). */
  fieldOfKey?: Readonly<Record<string, keyof V & string>>;
}

const NO_KEYS = {};

export function useSchemaForm<V extends Record<string, unknown>>({
  name,
  initialValues,
  fields,
  check,
  fieldOfKey = NO_KEYS,
}: SchemaFormOptions<V>) {
  const form = useForm<V>({ name, mode: 'controlled', initialValues, validate: check });
  const { getInputNode, setErrors } = form;

  const focusFirst = useCallback(
    (errors: Errors) => {
      requestAnimationFrame(() => focusFirstError(errors, fields, (field) => getInputNode(field)));
    },
    [fields, getInputNode],
  );

  /** Shows a refusal's field errors and takes the focus to the first. */
  const showErrors = useCallback(
    (errors: Record<string, string | undefined>) => {
      setErrors(errors);
      focusFirst(errors);
    },
    [setErrors, focusFirst],
  );

  /** A refusal's errors on this form's fields; null when it is about none of them (shown above). */
  const refusalOnFields = useCallback(
    (error: unknown) => refusalFields(error, fields, fieldOfKey),
    [fields, fieldOfKey],
  );

  /** Puts a refusal's field errors on their fields, the focus on the first. */
  const showRefusal = useCallback(
    (error: unknown) => {
      const found = refusalOnFields(error);
      if (found) showErrors(found);
    },
    [refusalOnFields, showErrors],
  );

  return { form, focusFirst, showErrors, refusalOnFields, showRefusal };
}
