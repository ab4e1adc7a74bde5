/**
 * An update's Markdown, rendered once for the email, the preview and the public page: markdown-it
 * with raw HTML off (a `<script>` in the source stays text), then sanitize-html keeping only the
 * safe subset below (defence in depth: nothing else reaches a mail client or the site), and
 * html-to-text for the plain-text part of the email.
 */

import type { RenderedUpdate } from '@shared/updates';
import { convert } from 'html-to-text';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });

/** The safe subset: text structure, lists, quotes, code and links over http(s) or mailto. */
const SAFE_SUBSET: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  // The subject is the update's one top heading: a heading in the body starts a level below it.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
  disallowedTagsMode: 'discard',
};

export function renderUpdate(bodyMarkdown: string): RenderedUpdate {
  const html = sanitizeHtml(markdown.render(bodyMarkdown), SAFE_SUBSET).trim();
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'h4', options: { uppercase: false } },
    ],
  });
  return { html, text };
}
