import { Fragment, type ReactNode } from 'react';

/**
 * A message whose placeholders stand for markup (a link, a <strong>): `write` gets a mark for each part
 * and returns the message; the text between the marks stays as the language orders it.
 * `messageParts((p) => m.wall_not_on_wall({ link: p.link }), { link: <Link .../> })`.
 */
export function messageParts<Name extends string>(
  write: (marks: Record<Name, string>) => string,
  parts: Record<Name, ReactNode>,
): ReactNode {
  const names = Object.keys(parts) as Name[];
  const marks = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`])) as Record<Name, string>;
  // A part may stand twice in a translation: its key counts which time this is.
  const times = new Map<Name, number>();
  // Split keeps the captured index between the texts: text, index, text, index, text.
  return write(marks)
    .split(/\uE000(\d+)\uE001/)
    .map((piece, position) => {
      if (position % 2 === 0) return piece;
      const name = names[Number(piece)] as Name;
      const time = (times.get(name) ?? 0) + 1;
      times.set(name, time);
      return <Fragment key={`${name}-${time}`}>{parts[name]}</Fragment>;
    });
}
