// A broken or warned-about business rule as the rules report it: a message key and the values
// its text needs. The server turns one into an error body, the web app into a field message.
import type { MessageKey, MessageParams } from './messages.ts';

export interface RuleIssue {
  key: MessageKey;
  params: MessageParams;
}

export function ruleIssue(key: MessageKey, params: MessageParams = {}): RuleIssue {
  return { key, params };
}
