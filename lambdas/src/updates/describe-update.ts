/**
 * The start of the plain text, cut at a word, for the list and the link preview's description: the
 * words only, without list markers, quote marks or the addresses the text writes after each link.
 */
export function describeUpdate(text: string, max: number): string {
  const flat = text
    .replace(/ \((https?:\/\/|mailto:)[^)\s]*\)/g, '')
    .replace(/^(> )+/gm, '')
    .replace(/^\s*(- |\d+\. |---$)/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
