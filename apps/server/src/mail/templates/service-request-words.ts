// What the service request mails say the same way in every language: the names of a
// request's kind and status are the domain's messages, the same words the screens show, so a
// status never reads one way on the page and another in the mail; a day is DD/MM/YYYY (spec §9).
import type { Language } from '@portal/domain/languages';
import { translate } from '@portal/domain/messages';
import type { ServiceRequestKind, ServiceRequestStatus } from '@portal/domain/service-requests';

export const kindName = (language: Language, kind: ServiceRequestKind) =>
  translate(language, `serviceRequests.kind.${kind}`);

export const statusName = (language: Language, status: ServiceRequestStatus) =>
  translate(language, `serviceRequests.status.${status}`);

/** `2026-05-12` → `12/05/2026`, from the text itself: a day has no time zone to shift it. */
export function displayDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}
