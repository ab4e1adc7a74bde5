import type { Random } from './random';

const FIRST_NAMES = [
  'Jordan',
  'Taylor',
  'Alex',
  'Chris',
  'Morgan',
  'Jamie',
  'Casey',
  'Riley',
  'Devin',
  'Avery',
  'Marcus',
  'Keisha',
  'Andre',
  'Tariq',
  'Lena',
  'Sofia',
  'Mateo',
  'Hana',
  'Kwame',
  'Priya',
];
const LAST_NAMES = [
  'Lee',
  'Smith',
  'Johnson',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Martinez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'King',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'hoops.example'];
const NICKNAME_WORDS = [
  'Hooper',
  'Swish',
  'Dunk',
  'Baller',
  'Handles',
  'Splash',
  'Boards',
  'Dime',
  'Buckets',
  'Crossover',
];
const SUBJECTS = ['Where is my jersey?', 'Upgrade question', 'Wall nickname', 'Launch date', null];
const MESSAGES = [
  'When does the game launch? Cannot wait to play.',
  'I bought a tier but the page still shows the old one.',
  'Can I change my nickname on the gym wall?',
  'Is the 5v5 mode in the first release?',
];

/** A supporter's name and email; about a third of the emails are typed with capitals, as people do. */
export function personFor(random: Random, index: number): { name: string; email: string } {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const local = `${first}.${last}${index}`;
  const domain = random.pick(DOMAINS);
  const email = random.chance(1 / 3)
    ? `${local}@${domain[0]?.toUpperCase()}${domain.slice(1)}`
    : `${local}@${domain}`.toLowerCase();
  return { name: `${first} ${last}`, email };
}

/** A gym wall nickname (within the setup form's length), unique to the supporter's index. */
export function nicknameFor(random: Random, index: number): string {
  return `${random.pick(NICKNAME_WORDS)}${index}`;
}

/** What a contact form carries besides its sender. */
export function contactTextFor(random: Random): { subject: string | null; message: string } {
  return { subject: random.pick(SUBJECTS), message: random.pick(MESSAGES) };
}
