/**
 * An update's Markdown, rendered once for the email, the preview and the public page, by markdown-it
 * restricted to a safe subset: paragraphs, headings, lists, quotes, code, rules, emphasis and links
 * over https, http or mailto. Raw HTML is off (a `<script>` in the source stays text), images and
 * tables are not rules of the subset (they stay text), and a link to any other scheme is not a link.
 * markdown-it escapes every text it writes, so the HTML holds nothing but the subset's own tags.
 * The plain-text part is written from the same parse.
 */
import type { RenderedUpdate } from '@shared/updates';
import MarkdownIt from 'markdown-it';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

const BLOCK_RULES = ['paragraph', 'heading', 'list', 'blockquote', 'code', 'fence', 'hr'];
const INLINE_RULES = [
  'text',
  'newline',
  'escape',
  'backticks',
  'emphasis',
  'strikethrough',
  'link',
  'autolink',
  'linkify',
];
const LINK_SCHEMES = /^(https?:\/\/|mailto:)/i;

const markdown = new MarkdownIt('zero', { html: false, linkify: true })
  .enable(['linkify', 'text_join'])
  .enable(BLOCK_RULES)
  .enable(INLINE_RULES);
markdown.validateLink = (url) => LINK_SCHEMES.test(url.trim());

// The subject is the update's one top heading: a heading in the body starts a level below it.
const headingLevel = (tag: string) => `h${Math.min(Math.max(Number(tag.slice(1)) + 1, 2), 4)}`;
for (const rule of ['heading_open', 'heading_close'] as const) {
  markdown.renderer.rules[rule] = (tokens, index, options, _env, self) => {
    const token = tokens[index] as Token;
    token.tag = headingLevel(token.tag);
    return self.renderToken(tokens, index, options);
  };
}

/** The text of inline tokens, each link followed by its address unless the text is the address. */
function inlineText(children: Token[]): string {
  let text = '';
  let linkStart = 0;
  let href = '';
  for (const token of children) {
    if (token.type === 'link_open') {
      href = String(token.attrGet('href') ?? '');
      linkStart = text.length;
    } else if (token.type === 'link_close') {
      const label = text.slice(linkStart);
      if (label !== href && `mailto:${label}` !== href) text += ` (${href})`;
    } else if (token.type === 'softbreak' || token.type === 'hardbreak') text += '\n';
    else text += token.content;
  }
  return text;
}

/** The plain-text part: blocks a blank line apart, list items a line apart as "- " or "1. ", quotes as "> ". */
function plainText(tokens: Token[]): string {
  const blocks: { text: string; listItem: boolean }[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let quote = '';
  let marker = '';
  const push = (text: string) => {
    const indent = ' '.repeat(marker.length);
    const lines = text.split('\n').map((line, index) => `${quote}${index === 0 ? marker : indent}${line}`.trimEnd());
    blocks.push({ text: lines.join('\n'), listItem: lists.length > 0 });
    marker = '';
  };
  for (const token of tokens) {
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
    } else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
      lists.pop();
    } else if (token.type === 'list_item_open') {
      const list = lists.at(-1);
      marker = `${'  '.repeat(lists.length - 1)}${list?.ordered ? `${list.next++}. ` : '- '}`;
    } else if (token.type === 'blockquote_open') quote += '> ';
    else if (token.type === 'blockquote_close') quote = quote.slice(2);
    else if (token.type === 'inline') push(inlineText(token.children ?? []));
    else if (token.type === 'fence' || token.type === 'code_block') push(token.content.replace(/\n$/, ''));
    else if (token.type === 'hr') push('---');
  }
  return blocks
    .map(
      (block, index) => (index === 0 ? '' : block.listItem && blocks[index - 1]?.listItem ? '\n' : '\n\n') + block.text,
    )
    .join('');
}

export function renderUpdate(bodyMarkdown: string): RenderedUpdate {
  const tokens = markdown.parse(bodyMarkdown, {});
  return { html: markdown.renderer.render(tokens, markdown.options, {}).trim(), text: plainText(tokens) };
}
