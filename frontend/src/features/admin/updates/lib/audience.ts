import { TIERS, type TierId } from '@shared/tiers';

const EVERYONE = 'Everyone who opted in';

/** Who an update goes to, in words: everyone who opted in, or one tier's supporters and those above them. */
export function audienceLabel(audienceTierId: TierId | null): string {
  const tier = TIERS.find((candidate) => candidate.id === audienceTierId);
  return tier ? `${tier.name} supporters and above` : EVERYONE;
}

/** The audience select's choices: everyone (the empty value), then each tier, lowest first. */
export const AUDIENCE_OPTIONS: ReadonlyArray<{ value: TierId | ''; label: string }> = [
  { value: '', label: EVERYONE },
  ...TIERS.map((tier) => ({ value: tier.id, label: audienceLabel(tier.id) })),
];
