// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { MESSAGES } from './messages';

/**
 * PUT /me/two-step: turns the caller's authenticator app on (verified with a code in the browser
 * first) or off. The server records the change and signs every session out.
 */
export const twoStepChangeSchema = z.object({ enabled: z.boolean({ error: () => MESSAGES.twoStepChoice }) });

export type TwoStepChangeRequest = z.input<typeof twoStepChangeSchema>;
