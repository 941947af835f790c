// Turns zod issues into field errors with our message keys, so a validation failure reads the
// same in the three languages as the forms' own checks.
import type { MessageKey, MessageParams } from '@portal/domain/messages';
import { isMessageKey } from '@portal/domain/messages';
import type { z } from 'zod';
import type { FieldIssue } from './errors.ts';

type Issue = z.core.$ZodIssue;

export function issueToField(issue: Issue, prefix = ''): FieldIssue {
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)';
  if (isMessageKey(issue.message)) {
    // A schema's own key for a bound ("at least {{min}}") still needs the bound to fill it.
    // A custom check names its own bounds (the spec's range: "between {{min}} and {{max}}").
    const params: MessageParams | undefined =
      issue.code === 'custom' && issue.params
        ? (issue.params as MessageParams)
        : issue.code === 'too_small'
          ? { min: Number(issue.minimum) }
          : issue.code === 'too_big'
            ? { max: Number(issue.maximum) }
            : undefined;
    return params
      ? { field, key: issue.message as MessageKey, params }
      : { field, key: issue.message as MessageKey };
  }
  switch (issue.code) {
    case 'invalid_type':
      return { field, key: issue.input === undefined ? 'validation.required' : 'validation.invalidValue' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1)
        return { field, key: 'validation.required' };
      return { field, key: 'validation.tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { field, key: 'validation.textTooLong', params: { max: Number(issue.maximum) } };
      return { field, key: 'validation.tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_value':
      return {
        field,
        key: 'validation.invalidEnum',
        params: { options: issue.values.map(String).join(', ') },
      };
    case 'invalid_format':
      return { field, key: issue.format === 'email' ? 'validation.email' : 'validation.invalidValue' };
    default:
      return { field, key: 'validation.invalidValue' };
  }
}
