// A form's check with the same zod schema the server applies (packages/domain), its issues turned
// into the texts the server would answer: the message key the schema names (`validation.cif`),
// else required / too long / invalid value. The public account screens and the customer-service
// dialog check their values here, so a field says what the server would say.
import type { z } from 'zod';
import { i18n, translateMessageKey } from '../i18n/i18n.ts';

type Issue = z.core.$ZodIssue;

function issueText(issue: Issue): string {
  // A custom check names its own bounds (the spec's range: "between {{min}} and {{max}}").
  const own = translateMessageKey(issue.message, issue.code === 'custom' ? issue.params : undefined);
  if (own) return own;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
    return i18n.t('messages:validation.required');
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null))
    return i18n.t('messages:validation.required');
  if (issue.code === 'too_big' && issue.origin === 'string')
    return i18n.t('messages:validation.textTooLong', { max: Number(issue.maximum) });
  return i18n.t('messages:validation.invalidValue');
}

/** `{field: text}` for the first issue of each top-level field; empty when the values pass. */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueText(issue);
  }
  return errors;
}

/**
 * Takes the customer to a problem: focuses it (a screen reader then reads the field with the error
 * its aria-describedby names) and scrolls it to the middle of its scroll box. A bare `focus()`
 * scrolls only until the element touches the edge, which leaves it under a sticky header or a
 * dialog's sticky action bar: "next" then seems to do nothing.
 */
export function revealElement(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  // jsdom has no layout and no scrollIntoView.
  element.scrollIntoView?.({ block: 'center', inline: 'nearest' });
}

/** Takes the customer to the first field, in the form's order, that has an error. */
export function focusFirstError(
  errors: Record<string, unknown>,
  order: readonly string[],
  nodeOf: (field: string) => HTMLElement | null,
): void {
  const first = order.find((field) => errors[field]);
  const node = first ? nodeOf(first) : null;
  if (node) revealElement(node);
}

/**
 * Takes the customer to the first problem drawn inside `root`, in the order the screen shows
 * them: a control marked invalid, else a message announced as an alert (made focusable for it).
 * Call it once the errors are drawn (after React's render, e.g. in `requestAnimationFrame`).
 * Answers whether there was one.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const target =
    root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]') ??
    root?.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return false;
  if (!target.matches('input, select, textarea, button, [tabindex]')) target.tabIndex = -1;
  revealElement(target);
  return true;
}
