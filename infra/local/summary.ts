/** The one block `npm start` prints once the stack is up. */
import type { RunningStack } from './stack';

export function startupSummary(running: RunningStack, seconds: number): string {
  const { stack } = running;
  const { admin, demo } = stack.users;
  const lines = [
    '',
    `D1 Gang store is running (ready in ${seconds.toFixed(1)} s)`,
    '',
    `  Site          ${stack.siteUrl || '(not served)'}`,
    `  Admin login   ${admin.email}  ${admin.password}`,
    `  Admin 2-step  ${admin.totpSecret}  (add this key to an authenticator app; sign-in asks for its code)`,
    `  Demo login    ${demo.email}  ${demo.password}`,
    `  Game server key: ${stack.game.serverKey}  (Authorization: Bearer … on ${stack.apiUrl}/game/v1/…)`,
    `  Payments      ${stack.stripe.url.startsWith('https:') ? 'real Stripe test mode' : `${stack.stripe.url}/_control (test controls)`}`,
    `  Email viewer  ${stack.email.url}  (every email the store sends)`,
    `  Data folder   ${running.dataDir}  (details in stack.json)`,
    '',
    'Ctrl-C to stop.',
    '',
  ];
  return lines.join('\n');
}
