/** Reading a player's entitlements, keeping each ETag so the next read can ask "changed since?". */
import type { GameClientCommand } from './command-line';
import type { GameApi, GameApiAnswer } from './game-api';

/** Where the client keeps the last ETag of each player (`<platform>/<playerId>`). */
export interface EtagStore {
  get(player: string): string | undefined;
  set(player: string, etag: string): void;
}

/** GET the entitlements; with `ifNoneMatch`, sends the kept ETag (a 304 means nothing changed). */
export async function readEntitlements(
  api: GameApi,
  command: Extract<GameClientCommand, { name: 'entitlements' }>,
  store: EtagStore,
): Promise<GameApiAnswer> {
  const player = `${command.platform}/${command.playerId}`;
  const kept = command.ifNoneMatch ? store.get(player) : undefined;
  if (command.ifNoneMatch && kept === undefined) {
    throw new Error(`No ETag kept for ${player}: ask once without --if-none-match first.`);
  }
  const answer = await api.entitlements(command.platform, command.playerId, kept);
  if (answer.status === 200 && answer.etag) store.set(player, answer.etag);
  return answer;
}
