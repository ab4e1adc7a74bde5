import type { Tier } from '@shared/tiers';

/** How the setup warning names a field still to give. */
const SETUP_FIELD_WORDS = { nickname: 'nickname', jerseyBackName: 'jersey name' } as const;

/** The warning on an owner's dashboard while the tier's setup still asks for something. */
export function SetupRequiredNotice({
  owned,
  setupAsks,
}: {
  owned: Tier;
  setupAsks: readonly Tier['setupFields'][number][];
}) {
  return (
    <p role="status" className="rounded-lg border border-warning p-4 text-text">
      <span className="font-bold text-warning">Setup required: </span>
      add your {setupAsks.map((field) => SETUP_FIELD_WORDS[field]).join(' and ')} so we can prepare your {owned.name}{' '}
      rewards.
    </p>
  );
}
