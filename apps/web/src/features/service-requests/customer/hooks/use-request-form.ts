// What the three request forms share: values checked with the kind's domain schema (the server's
// own), the preferred dates kept as rows (empty ones left out of what is sent), the request sent
// once with its form's Idempotency-Key, a refusal shown on its fields (or above them), the focus
// taken to the first error once it is drawn, and on success the new request's page with a toast.
import { useForm } from '@mantine/form';
import type { ServiceRequestKind } from '@portal/domain/service-requests';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '#shared/api/api-error.ts';
import { focusFirstInvalid, revealElement } from '#shared/forms/schema-errors.ts';
import { refusalText } from '#shared/forms/server-refusal.ts';
import { showSuccessToast } from '#shared/notifications/notify.ts';
import { useCreateRequest } from '../api/create-request.ts';
import { dadesErrors, refusalFieldErrors } from '../form-errors.ts';
import { today } from '../request-days.ts';
import { useIdempotencyKey } from '#shared/forms/use-idempotency-key.ts';

/** The fields every kind has. A preferred date row is null until a day is chosen. */
export interface RequestFormValues {
  datesPreferides: (string | null)[];
  personaContacte: string;
  telefonContacte: string;
}

export const MAX_PREFERRED_DATES = 3;

interface RequestFormOptions<V extends RequestFormValues> {
  kind: ServiceRequestKind;
  initialValues: V;
  /** The kind's form schema (satFormSchema, …), which the server parses `dades` with. */
  schema: z.ZodType;
  /** The values as the schema takes them; `dates` are the chosen days, empty rows left out. */
  toDades: (values: V, dates: string[]) => Record<string, unknown>;
  /** Where an error on a path of `dades` shows in this form, when not on the same path. */
  fieldOf?: (path: string, values: V) => string;
  /** The files to send as `fitxers`; their refusal (413/415) shows on the `fitxers` field. */
  files?: (values: V) => readonly File[];
}

export function useRequestForm<V extends RequestFormValues>({
  kind,
  initialValues,
  schema,
  toDades,
  fieldOf,
  files,
}: RequestFormOptions<V>) {
  const { t } = useTranslation(['translation', 'messages']);
  const navigate = useNavigate();
  const create = useCreateRequest();
  const { keyFor } = useIdempotencyKey();
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const chosenDays = (values: V) => values.datesPreferides.filter((day): day is string => Boolean(day));

  /** The form field an error on `path` of `dades` belongs to. */
  const placeOf = (path: string, values: V): string => {
    const rows = values.datesPreferides.flatMap((day, row) => (day ? [row] : []));
    if (path === 'datesPreferides') return `datesPreferides.${rows[0] ?? 0}`;
    const day = /^datesPreferides\.(\d+)$/.exec(path);
    if (day) return `datesPreferides.${rows[Number(day[1])] ?? 0}`;
    return fieldOf ? fieldOf(path, values) : path;
  };

  const check = (values: V): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const [path, text] of Object.entries(dadesErrors(schema, toDades(values, chosenDays(values)))))
      errors[placeOf(path, values)] ??= text;
    // The schema takes any real day; "from today on" is the server's check, made here too.
    const now = today();
    values.datesPreferides.forEach((day, row) => {
      if (day && day < now) errors[`datesPreferides.${row}`] ??= t('messages:serviceRequests.dateInPast');
    });
    return errors;
  };

  const form = useForm<V>({ mode: 'controlled', initialValues, validate: check });

  // After React has drawn the messages, so that a screen reader announces the field with its error.
  const focusFirstError = () => requestAnimationFrame(() => focusFirstInvalid(formRef.current));

  const showRefusal = (error: unknown, values: V) => {
    const fields = refusalFieldErrors(error);
    const onFields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [path, text] of Object.entries(fields ?? {})) {
      const place = placeOf(path, values);
      if (Object.hasOwn(values, place.split('.')[0]!)) onFields[place] ??= text;
      else elsewhere.push(text);
    }
    if (files && error instanceof ApiError && (error.status === 413 || error.status === 415))
      onFields.fitxers ??= refusalText(error);
    if (Object.keys(onFields).length > 0) {
      form.setErrors(onFields);
      if (elsewhere.length > 0) setFailure(elsewhere.join(' '));
      focusFirstError();
      return;
    }
    setFailure(refusalText(error));
    requestAnimationFrame(() => failureRef.current && revealElement(failureRef.current));
  };

  const submit = (values: V) => {
    // A second click before the first answer is the same request: send it once.
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    const dades = schema.parse(toDades(values, chosenDays(values)));
    const chosen = files?.(values) ?? [];
    // A file is told apart by what the browser knows of it without reading it.
    const sent = { dades, files: chosen.map((file) => [file.name, file.size, file.type, file.lastModified]) };
    create.mutate(
      { kind, dades, files: chosen, idempotencyKey: keyFor(sent) },
      {
        onSuccess: ({ dades }) => {
          showSuccessToast(t('serviceRequests.form.sent', { numero: dades.numero }));
          void navigate(`/solicitud?numero=${encodeURIComponent(dades.numero)}`);
        },
        onError: (error) => showRefusal(error, values),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const onSubmit: (event?: FormEvent<HTMLFormElement>) => void = form.onSubmit(submit, focusFirstError);

  return { form, formRef, failure, failureRef, sending: create.isPending, onSubmit };
}
