import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * Words the dataset would refuse that we allow. It lets 'shitake' through but not the mushroom's
 * usual spelling, whose doubled i its transformers collapse into "shit".
 */
const ALSO_ALLOWED = ['shiitake'];

const dataset = englishDataset.build();
// Built once: the dataset compiles to many patterns, and the form and every Lambda call it per keystroke or request.
const matcher = new RegExpMatcher({
  ...dataset,
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...ALSO_ALLOWED],
  ...englishRecommendedTransformers,
});

/**
 * Marks and invisible format characters (zero-width spaces and joiners, the byte-order mark). Once
 * NFKD has split a letter from its accents, strikethrough or underline, dropping these leaves the
 * plain letters; obscenity's transformers only see one code point at a time and keep them.
 */
const MARKS_AND_FORMATS = /[\p{M}\p{Cf}]/gu;

/** What people put between the letters of a word to spell it out: spaces, dots, dashes, underscores. */
const SEPARATORS = /[\p{Z}\s._\-·•~,:;=]+/u;

/** Mask characters; a run of them between two letters (`c*nt`, `sh#t`) stands for a vowel. */
const MASK = /[*#]+/g;
const LETTER = /\p{L}/u;
const VOWELS = ['a', 'e', 'i', 'o', 'u'];
/** Masks beyond these are dropped rather than tried, so the number of spellings stays small. */
const MAX_MASKS = 3;

/**
 * Sound-alike and look-alike spellings obscenity's leetspeak table (`@4 ( 3 6 1|! / 0 $5 7 2`) lacks.
 * Tried as another spelling beside the original, never instead of it, so a word that needs the
 * letter as written (v in "vagina") is still found.
 */
const SPELLING_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ph/gi, 'f'],
  [/v/gi, 'u'],
];

/** NFKD splits accents and marks from letters and turns fullwidth and styled letters into plain ones. */
function plainLetters(nickname: string): string {
  return nickname.normalize('NFKD').replace(MARKS_AND_FORMATS, '');
}

/**
 * Joins runs of single letters ("f u c k", "f.u.c.k") into the word they spell, and leaves every
 * longer word apart: joining all words would make "Hoops Hitter" into "hoopshitter".
 */
function joinSpelledOutLetters(text: string): string {
  const words: string[] = [];
  let run = '';
  for (const token of text.split(SEPARATORS)) {
    if (token === '') continue;
    if ([...token].length === 1) {
      run += token;
      continue;
    }
    if (run) words.push(run);
    run = '';
    words.push(token);
  }
  if (run) words.push(run);
  return words.join(' ');
}

function folded(text: string): string {
  return SPELLING_FOLDS.reduce((spelling, [from, to]) => spelling.replace(from, to), text);
}

/** Each masked run filled with each vowel in turn (the first MAX_MASKS runs; later ones dropped). */
function unmasked(text: string): string[] {
  let spellings = [''];
  let masks = 0;
  let last = 0;
  for (const match of text.matchAll(MASK)) {
    const end = match.index + match[0].length;
    if (!LETTER.test(text.charAt(match.index - 1)) || !LETTER.test(text.charAt(end))) continue;
    const before = text.slice(last, match.index);
    const fills = masks < MAX_MASKS ? VOWELS : [''];
    spellings = spellings.flatMap((start) => fills.map((vowel) => `${start}${before}${vowel}`));
    masks += 1;
    last = end;
  }
  return spellings.map((start) => `${start}${text.slice(last)}`);
}

/** Every spelling the filter checks: as written and spelled-out letters joined, each folded and unmasked. */
function spellingsOf(nickname: string): Set<string> {
  const plain = plainLetters(nickname);
  const spellings = new Set<string>();
  for (const form of [plain, joinSpelledOutLetters(plain)]) {
    for (const spelling of [form, folded(form)]) {
      for (const candidate of unmasked(spelling)) spellings.add(candidate);
    }
  }
  return spellings;
}

/**
 * Whether a nickname may be shown on the public gym wall: obscenity's English dataset with its
 * recommended transformers (look-alike Unicode letters, leetspeak, repeated letters, case), checked
 * against the nickname and its disguises undone (docs/nickname-filter.md), on the form and the server alike.
 */
export function isNicknameAllowed(nickname: string): boolean {
  for (const spelling of spellingsOf(nickname)) {
    if (matcher.hasMatch(spelling)) return false;
  }
  return true;
}
