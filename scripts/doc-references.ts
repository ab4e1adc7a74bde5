import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { repositoryFiles } from './repository-files';

/** A reference in the repository's docs or comments that leads nowhere inside the repository. */
export interface DanglingReference {
  /** `file:line` where it is written. */
  at: string;
  reference: string;
  reason: string;
}

const TEXT_FILES = /\.(md|ts|tsx|cjs|sh)$/;

/** The texts of a markdown file's headings. */
function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1] ?? '');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The comment part of a line of code: a whole `//`, `/*` or ` *` line, else what follows ` // ` or ` # `. */
function commentOf(line: string): string {
  if (/^\s*(\/\/|\/\*|\*|#)/.test(line)) return line;
  return /\s(?:\/\/|#)\s(.*)$/.exec(line)?.[1] ?? '';
}

/**
 * Finds the documents that markdown files and code comments name, and checks each: relative markdown
 * links (and their `#anchor`); a markdown file's name followed by the section sign and a heading (the
 * text after the sign must begin with one of that file's headings); a section sign with no file
 * before it; any markdown file name that is not a file of the repository.
 */
export function danglingReferences(root: string): DanglingReference[] {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  /** A document named in `from`: found beside it or from the root. */
  const resolve = (from: string, name: string) =>
    [path.posix.join(path.posix.dirname(from), name), path.posix.normalize(name)].find((file) =>
      existsSync(path.join(root, file)),
    );

  return repositoryFiles(root, TEXT_FILES).flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => {
        const text = file.endsWith('.md') ? line : commentOf(line);
        const at = `${file}:${index + 1}`;
        const found: DanglingReference[] = [];
        const dangling = (reference: string, reason: string) => found.push({ at, reference, reason });

        if (file.endsWith('.md')) {
          for (const [reference, target = ''] of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
            if (/^[a-z]+:/.test(target)) continue;
            const [name = '', anchor] = target.split('#');
            const document = name ? resolve(file, name) : file;
            if (!document) dangling(reference, 'no such file');
            else if (anchor && !headingsOf(read(document)).some((heading) => anchorOf(heading) === anchor))
              dangling(reference, `${document} has no heading with this anchor`);
          }
        }

        const sections = [...text.matchAll(/([\w./-]+\.md) §(?=(.*))/g)];
        for (const [, name = '', after = ''] of sections) {
          const reference = `${name} §${after}`;
          const document = resolve(file, name);
          if (!document) dangling(reference, 'no such file');
          else if (!headingsOf(read(document)).some((heading) => after.startsWith(heading)))
            dangling(reference, `${document} has no heading that the text after § begins with`);
        }
        // A published standard ("RFC 8628 §3.5") is a document anyone can read, outside the repository.
        const standards = text.match(/\bRFC \d{3,5} §/g)?.length ?? 0;
        const unnamed = (text.match(/§/g)?.length ?? 0) - sections.length - standards;
        if (unnamed > 0) dangling(text.trim(), '§ with no document before it');

        const prose = text.replace(/\]\([^)]*\)/g, ']');
        for (const [name] of prose.matchAll(/(?<![\w./-])[\w][\w./-]*\.md\b/g)) {
          if (!resolve(file, name)) dangling(name, 'not a file of the repository');
        }
        return found;
      }),
  );
}
