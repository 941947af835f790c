// Turns a mail message into what is stored and sent: the subject, a plain-text body and an HTML
// body, in the message's language, inside the frame every mail shares (the portal's name, regards,
// the footer with the customer service address and phone). The HTML is made from plain texts
// only, each escaped here, so nothing a user typed (a name, an observation) becomes markup.
import type { Language } from '@portal/domain/languages';
import type { MailBlock, MailContent, MailContext } from './mail-content.ts';
import type { MailMessage } from './mail-messages.ts';
import { MAIL_LANGUAGES } from './templates.ts';
import type { MailFrame, MailTemplate } from './templates/types.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export function renderMail(message: MailMessage, context: MailContext): RenderedMail {
  const language = MAIL_LANGUAGES[message.idioma];
  // The union's kind and params agree (mail-messages.ts), which a lookup by kind cannot show the
  // compiler; the cast only widens the template to the member it was chosen for.
  const template = language.kinds[message.kind] as MailTemplate<typeof message.kind>;
  const content = template(message.params as never, context);
  return {
    // A subject is one line: a line break a user typed would end the header early.
    subject: oneLine(content.subject),
    text: renderText(content, language.frame, context),
    html: renderHtml(content, language.frame, context, message.idioma),
  };
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function footerLines(frame: MailFrame, context: MailContext): string[] {
  const contact = frame.contactLine(context);
  return [`${frame.portalName} · ${frame.company}`, frame.automatic, ...(contact ? [contact] : [])];
}

function renderText(content: MailContent, frame: MailFrame, context: MailContext): string {
  const parts: string[] = [];
  if (content.greeting) parts.push(content.greeting);
  for (const block of content.blocks) {
    const text = blockText(block);
    if (text) parts.push(text);
  }
  if (content.signOff) parts.push(`${frame.closing}\n${frame.team}`);
  // "-- " on its own line is the signature separator mail clients recognise and fold away.
  return `${parts.join('\n\n')}\n\n-- \n${footerLines(frame, context).join('\n')}\n`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'link':
      return `${block.label}:\n${block.url}`;
    case 'fields':
      return presentRows(block.rows)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n');
    case 'quote':
      return `${block.label}:\n${block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`;
  }
}

const presentRows = (rows: readonly (readonly [string, string | null])[]) =>
  rows.filter((row): row is readonly [string, string] => row[1] !== null && row[1].trim() !== '');

/** Escaped, with the writer's line breaks kept. */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const P = 'margin:0 0 16px;';
const MUTED = '#5c6670';
const ACCENT = '#1c7ed6';

function renderHtml(content: MailContent, frame: MailFrame, context: MailContext, lang: Language): string {
  const body: string[] = [];
  if (content.greeting) body.push(`<p style="${P}">${htmlText(content.greeting)}</p>`);
  for (const block of content.blocks) body.push(blockHtml(block, frame));
  if (content.signOff) {
    body.push(`<p style="${P}">${htmlText(frame.closing)}<br>${htmlText(frame.team)}</p>`);
  }
  const footer = footerLines(frame, context).map(htmlText).join('<br>');
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${htmlText(oneLine(content.subject))}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f3f5;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid #dee2e6;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212529;">',
    `<tr><td style="padding:18px 32px;border-bottom:3px solid ${ACCENT};font-size:18px;font-weight:bold;">${htmlText(frame.portalName)}</td></tr>`,
    `<tr><td style="padding:24px 32px 8px;">${body.join('')}</td></tr>`,
    `<tr><td style="padding:16px 32px;border-top:1px solid #dee2e6;font-size:12px;line-height:1.6;color:${MUTED};">${footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function blockHtml(block: MailBlock, frame: MailFrame): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P}">${htmlText(block.text)}</p>`;
    case 'link': {
      const href = escapeHtml(block.url);
      return (
        `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:11px 22px;background:${ACCENT};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${htmlText(block.label)}</a></p>` +
        `<p style="${P}font-size:13px;color:${MUTED};">${htmlText(frame.linkFallback)}<br><a href="${href}" style="color:${ACCENT};word-break:break-all;">${htmlText(block.url)}</a></p>`
      );
    }
    case 'fields': {
      const rows = presentRows(block.rows)
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${MUTED};vertical-align:top;white-space:nowrap;">${htmlText(label)}</td><td style="padding:4px 0;vertical-align:top;">${htmlText(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${rows}</table>`;
    }
    case 'quote':
      return (
        `<p style="margin:0 0 6px;color:${MUTED};">${htmlText(block.label)}</p>` +
        `<blockquote style="margin:0 0 16px;padding:10px 14px;border-left:3px solid #ced4da;background:#f8f9fa;">${htmlText(block.text)}</blockquote>`
      );
  }
}
