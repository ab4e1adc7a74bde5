/**
 * Nicknames for the profanity filter's tests (shared/nickname-filter.test.ts, the setup form and the
 * account Lambda). Escapes spell out the characters a reader cannot see.
 */

/** Obvious disguises of words in obscenity's English dataset: each must be refused. */
export const DISGUISED_OBSCENITIES: readonly string[] = [
  // Spaced, dotted, dashed and underscored letters.
  'f u c k',
  'f.u.c.k',
  'f-u-c-k',
  'f_u_c_k',
  'p u s s y',
  's h i t',
  'c.u.n.t',
  'b i t c h',
  'd-i-c-k',
  'Big f u c k',
  // Sound-alike and look-alike spellings obscenity's leetspeak table lacks.
  'phuck',
  'cvnt',
  'fvck',
  // A masked vowel.
  'c*nt',
  'sl*t',
  // Leetspeak.
  'f4ck',
  'sh1t',
  'b1tch',
  'wh0re',
  'n1gg3r',
  'f@ggot',
  // Combining marks: strikethrough, underline.
  'f\u0336u\u0336c\u0336k\u0336',
  'c\u0332u\u0332n\u0332t\u0332',
  // Look-alike letters: the Latin hook f, fullwidth forms, Cyrillic с and р, mathematical bold.
  '\u0192 u c k',
  '\uFF46\uFF55\uFF43\uFF4B',
  'fu\u0441k',
  '\u0440ussy',
  '\u{1D41F}\u{1D42E}\u{1D41C}\u{1D424}',
  // Zero-width joiners and spaces between the letters.
  'f\u200Du\u200Dc\u200Dk',
  'sh\u200Bit',
  // Repeated letters and mixed case.
  'fuuuuuck',
  'shiiiit',
  'FuCk',
  'PuSsY',
];

/**
 * Ordinary nicknames, basketball names among them, that must pass: words that hold a listed word
 * inside them (the Scunthorpe problem), and two-word names whose joined letters would spell one
 * ('Hoops Hitter': "hoopshitter"). docs/nickname-filter.md says why each kind passes.
 */
export const ORDINARY_NICKNAMES: readonly string[] = [
  // Scunthorpe-style: a listed word inside a longer one.
  'Cassandra',
  'Dickens',
  'Scunthorpe',
  'Scunthorpe Sam',
  'Shitake Mushroom',
  'Shiitake Sam',
  'Cockburn',
  'Hancock',
  'Analyst',
  'Therapist',
  'Grape Ape',
  'Sussex Hooper',
  'Titan',
  'Cuckoo Hoops',
  'Kung Fu Panda',
  'Matt Scatman',
  // Two words whose letters run together into a listed word.
  'Hoops Hitter',
  'Assist King',
  'Pass Master',
  'Glass Cleaner',
  'Bass Line',
  'Classic Crossover',
  'Swiss Hitman',
  'Mr. Clutch',
  // Basketball names and nicknames.
  'Hoopster23',
  'Dunk Master',
  'Splash Bro',
  'Dime Dropper',
  'Magic Johnson',
  'Kobe Bryant',
  'Shaq Attack',
  'Penny Hardaway',
  'Scottie Pippen',
  'Dennis Rodman',
  'Phil Jackson',
  'Stephen Curry',
  'Vince Carter',
  'Kevin Durant',
  'Devin Booker',
  'Phoenix Suns Fan',
  'Memphis Grizzly',
  'Nikola Joki\u0107',
  'Luka Don\u010Di\u0107',
  'Jos\u00E9 Calder\u00F3n',
  'Muggsy Bogues',
  'Spud Webb',
  'Manute Bol',
  'Dirk Nowitzki',
  'Tim Duncan',
  'Pistol Pete',
  'The Mailman',
  'Big O',
  'Dr J',
  'T Mac',
  'A J Dunks',
  'C J McCollum',
  'P J Tucker',
  'Coach K',
  'Sixth Man',
  'Pick and Roll',
  'Fast Break',
  'Sharpshooter',
  'Buckets',
  'Swish 3000',
  'Passing Lane',
  'Hoop Dreams',
  'Shot Caller',
  '***Star Player***',
  'Rim-Runner',
  'Big_Dunk_42',
  '\uFF22\uFF41\uFF4C\uFF4C\uFF45\uFF52',
];
