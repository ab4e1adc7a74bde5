/** The six D1 Gang tiers. Prices are integer US cents; the server catalogue is the only price authority. */
export const TIER_IDS = ['bench-player', 'rookie', 'starter', 'baller', 'all-star', 'mvp'] as const;
export type TierId = (typeof TIER_IDS)[number];

type SetupField = 'nickname' | 'jerseyBackName';

/** Stable ids of every benefit, in the order the tiers add them: what the game's servers grant. */
export const BENEFIT_IDS = [
  'gym-wall-nickname',
  'exclusive-basketball',
  'exclusive-shoes',
  'exclusive-jersey',
  'leg-sleeve',
  'smiley-face-vfx',
  'arm-sleeve',
  'sfx-pack',
  'tattoo',
  'premium-jersey-name',
] as const;
export type BenefitId = (typeof BENEFIT_IDS)[number];

interface BenefitSeed {
  id: BenefitId;
  name: string;
}

interface Benefit extends BenefitSeed {
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
  extras: BenefitSeed[];
  highlight: boolean;
  tagline: string;
}

const seeds: TierSeed[] = [
  {
    id: 'bench-player',
    name: 'Bench Player',
    priceCents: 500,
    extras: [
      { id: 'gym-wall-nickname', name: 'Your nickname on the gym wall' },
      { id: 'exclusive-basketball', name: 'Exclusive basketball' },
    ],
    highlight: false,
    tagline: 'Get your name in the gym.',
  },
  {
    id: 'rookie',
    name: 'Rookie',
    priceCents: 1500,
    extras: [{ id: 'exclusive-shoes', name: 'Exclusive shoes' }],
    highlight: false,
    tagline: 'Lace up before anyone else.',
  },
  {
    id: 'starter',
    name: 'Starter',
    priceCents: 3000,
    extras: [{ id: 'exclusive-jersey', name: 'Exclusive jersey' }],
    highlight: true,
    tagline: 'Earn your spot in the lineup.',
  },
  {
    id: 'baller',
    name: 'Baller',
    priceCents: 5000,
    extras: [
      { id: 'leg-sleeve', name: 'Leg sleeve' },
      { id: 'smiley-face-vfx', name: 'Smiley-face VFX' },
    ],
    highlight: false,
    tagline: 'Show some style on the court.',
  },
  {
    id: 'all-star',
    name: 'All-Star',
    priceCents: 7500,
    extras: [
      { id: 'arm-sleeve', name: 'Arm sleeve' },
      { id: 'sfx-pack', name: 'SFX pack' },
    ],
    highlight: false,
    tagline: 'Sound and look like a headliner.',
  },
  {
    id: 'mvp',
    name: 'MVP',
    priceCents: 10000,
    extras: [
      { id: 'tattoo', name: 'Tattoo' },
      { id: 'premium-jersey-name', name: 'Premium jersey with your name on the back' },
    ],
    highlight: true,
    tagline: 'Everything, with your name on it.',
  },
];

function buildCatalogue(): Tier[] {
  const inheritedSoFar: BenefitSeed[] = [];
  return seeds.map((seed) => {
    const benefits: Benefit[] = [
      ...inheritedSoFar.map((benefit) => ({ ...benefit, inherited: true })),
      ...seed.extras.map((benefit) => ({ ...benefit, inherited: false })),
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

/** The benefit ids a supporter owning this tier is entitled to (the tier's own and the inherited ones); none without a tier. */
export function entitlementOf(tierId: TierId | null): BenefitId[] {
  return tierId ? getTier(tierId).benefits.map((benefit) => benefit.id) : [];
}
