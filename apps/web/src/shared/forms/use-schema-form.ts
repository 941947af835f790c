// A form checked with the domain schema the server applies (schema-errors.ts), so a field says
// what the server would say. On a failed check, or a refusal the server places on
// fields, the focus moves to the first field in error once its message is drawn, so a screen
// reader announces the field with its error.
import { useForm } from '@mantine/form';
import { useCallback } from 'react';
import { focusFirstError } from './schema-errors.ts';

type Errors = Record<string, unknown>;

interface SchemaFormOptions<V> {
  /** Unique on the page: the form finds its fields by it. */
  name: string;
  initialValues: V;
  /** The fields in the order the form shows them. */
  fields: readonly (keyof V & string)[];
  check: (values: V) => Record<string, string>;
}

export function useSchemaForm<V extends Record<string, unknown>>({
  name,
  initialValues,
  fields,
  check,
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

  return { form, focusFirst, showErrors };
}
