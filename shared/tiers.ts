import * as m from './i18n/paraglide/messages/_index.js';

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

/** Each benefit's name, in the page's language (English on the server, as the emails write them). */
const BENEFIT_NAMES: Record<BenefitId, () => string> = {
  'gym-wall-nickname': m.landing_benefit_gym_wall_nickname,
  'exclusive-basketball': m.landing_benefit_exclusive_basketball,
  'exclusive-shoes': m.landing_benefit_exclusive_shoes,
  'exclusive-jersey': m.landing_benefit_exclusive_jersey,
  'leg-sleeve': m.landing_benefit_leg_sleeve,
  'smiley-face-vfx': m.landing_benefit_smiley_face_vfx,
  'arm-sleeve': m.landing_benefit_arm_sleeve,
  'sfx-pack': m.landing_benefit_sfx_pack,
  tattoo: m.landing_benefit_tattoo,
  'premium-jersey-name': m.landing_benefit_premium_jersey_name,
};

interface Benefit {
  id: BenefitId;
  /** A getter: the name in the language of the moment it is read. */
  readonly name: string;
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
  /** A getter, as the benefits' names are. */
  readonly tagline: string;
}

interface TierSeed {
  id: TierId;
  name: string;
  priceCents: number;
  extras: BenefitId[];
  highlight: boolean;
}

const TAGLINES: Record<TierId, () => string> = {
  'bench-player': m.landing_tagline_bench_player,
  rookie: m.landing_tagline_rookie,
  starter: m.landing_tagline_starter,
  baller: m.landing_tagline_baller,
  'all-star': m.landing_tagline_all_star,
  mvp: m.landing_tagline_mvp,
};

const seeds: TierSeed[] = [
  {
    id: 'bench-player',
    name: 'Bench Player',
    priceCents: 500,
    extras: ['gym-wall-nickname', 'exclusive-basketball'],
    highlight: false,
  },
  {
    id: 'rookie',
    name: 'Rookie',
    priceCents: 1500,
    extras: ['exclusive-shoes'],
    highlight: false,
  },
  {
    id: 'starter',
    name: 'Starter',
    priceCents: 3000,
    extras: ['exclusive-jersey'],
    highlight: true,
  },
  {
    id: 'baller',
    name: 'Baller',
    priceCents: 5000,
    extras: ['leg-sleeve', 'smiley-face-vfx'],
    highlight: false,
  },
  {
    id: 'all-star',
    name: 'All-Star',
    priceCents: 7500,
    extras: ['arm-sleeve', 'sfx-pack'],
    highlight: false,
  },
  {
    id: 'mvp',
    name: 'MVP',
    priceCents: 10000,
    extras: ['tattoo', 'premium-jersey-name'],
    highlight: true,
  },
];

function benefit(id: BenefitId, inherited: boolean): Benefit {
  return {
    id,
    get name() {
      return BENEFIT_NAMES[id]();
    },
    inherited,
  };
}

// Names and taglines stay getters here (a spread would read them once, in the language of the module's load).
function buildCatalogue(): Tier[] {
  const inheritedSoFar: BenefitId[] = [];
  return seeds.map(({ id, name, priceCents, extras, highlight }) => {
    const benefits = [
      ...inheritedSoFar.map((benefitId) => benefit(benefitId, true)),
      ...extras.map((benefitId) => benefit(benefitId, false)),
    ];
    inheritedSoFar.push(...extras);
    const setupFields: SetupField[] = id === 'mvp' ? ['nickname', 'jerseyBackName'] : ['nickname'];
    return {
      id,
      name,
      priceCents,
      benefits,
      highlight,
      setupFields,
      get tagline() {
        return TAGLINES[id]();
      },
    };
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
