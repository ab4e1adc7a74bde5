/** The pieces every email's HTML is made of, and the one-line rule for subjects and headers. */
import { getLocale } from '@shared/i18n/paraglide/runtime.js';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A sentence of the messages as HTML with one of its values in bold: the sentence escaped, the value
 * set in `<strong>` wherever the language puts it.
 */
export function withStrong(sentence: (value: string) => string, value: string): string {
  const mark = '\u0000';
  return escapeHtml(sentence(mark)).replace(mark, `<strong>${escapeHtml(value)}</strong>`);
}

/** Header lines and email subjects must stay one line. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

export function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

/** An email's HTML document, marked with the language it is rendered in (mail apps and screen readers read it). */
export function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${getLocale()}"><head><meta charset="utf-8"><title>`,
    escapeHtml(title),
    '</title></head>',
    '<body style="margin:0;padding:24px;background:#0A0A0F;color:#F5F5F7;font-family:system-ui,sans-serif;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#15151D;border:1px solid #2A2A38;border-radius:12px;padding:24px">',
    '<p style="margin:0 0 16px;color:#FF6B1A;font-weight:700;letter-spacing:0.05em">D1 GANG</p>',
    body,
    '</div></body></html>',
  ].join('');
}

export function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#FF6B1A;color:#0A0A0F;padding:10px 16px;border-radius:8px;font-weight:700;text-decoration:none">${escapeHtml(label)}</a></p>`;
}
