/** The six D1 Gang tiers. Prices are integer US cents; the server catalogue is the only price authority. */
export const TIER_IDS = ['bench-player', 'rookie', 'starter', 'baller', 'all-star', 'mvp'] as const;
export type TierId = (typeof TIER_IDS)[number];

type SetupField = 'nickname' | 'jerseyBackName';

interface Benefit {
  name: string;
  /** True when the benefit comes from a lower tier. */
  inherited: boolean;
}

export interface Tier {
  id: TierId;
  name: string;
  priceCents: number;
  benefits: Benefit[];
  highlight: boolean;
  setupFields: SetupField[];
  tagline: string;
}

interface TierSeed {
  id: TierId;
  name: string;
  priceCents: number;
  extras: string[];
  highlight: boolean;
  tagline: string;
}

const seeds: TierSeed[] = [
  {
    id: 'bench-player',
    name: 'Bench Player',
    priceCents: 500,
    extras: ['Your nickname on the gym wall', 'Exclusive basketball'],
    highlight: false,
    tagline: 'Get your name in the gym.',
  },
  {
    id: 'rookie',
    name: 'Rookie',
    priceCents: 1500,
    extras: ['Exclusive shoes'],
    highlight: false,
    tagline: 'Lace up before anyone else.',
  },
  {
    id: 'starter',
    name: 'Starter',
    priceCents: 3000,
    extras: ['Exclusive jersey'],
    highlight: true,
    tagline: 'Earn your spot in the lineup.',
  },
  {
    id: 'baller',
    name: 'Baller',
    priceCents: 5000,
    extras: ['Leg sleeve', 'Smiley-face VFX'],
    highlight: false,
    tagline: 'Show some style on the court.',
  },
  {
    id: 'all-star',
    name: 'All-Star',
    priceCents: 7500,
    extras: ['Arm sleeve', 'SFX pack'],
    highlight: false,
    tagline: 'Sound and look like a headliner.',
  },
  {
    id: 'mvp',
    name: 'MVP',
    priceCents: 10000,
    extras: ['Tattoo', 'Premium jersey with your name on the back'],
    highlight: true,
    tagline: 'Everything, with your name on it.',
  },
];

function buildCatalogue(): Tier[] {
  const inheritedSoFar: string[] = [];
  return seeds.map((seed) => {
    const benefits: Benefit[] = [
      ...inheritedSoFar.map((name) => ({ name, inherited: true })),
      ...seed.extras.map((name) => ({ name, inherited: false })),
    ];
    inheritedSoFar.push(...seed.extras);
    const setupFields: SetupField[] = seed.id === 'mvp' ? ['nickname', 'jerseyBackName'] : ['nickname'];
    const { extras: _extras, ...rest } = seed;
    return { ...rest, benefits, setupFields };
  });
}

/** Every tier, cheapest first. */
export const TIERS: readonly Tier[] = buildCatalogue();

/** True when the value is one of the six tier ids. */
export function isTierId(value: unknown): value is TierId {
  return typeof value === 'string' && (TIER_IDS as readonly string[]).includes(value);
}

/** The tier with this id, or undefined for anything outside the catalogue. */
export function findTier(id: string): Tier | undefined {
  return TIERS.find((tier) => tier.id === id);
}

/** The tier with this id; throws for an id outside the catalogue. */
export function getTier(id: TierId): Tier {
  const tier = findTier(id);
  if (!tier) throw new Error(`Unknown tier: ${id}`);
  return tier;
}
