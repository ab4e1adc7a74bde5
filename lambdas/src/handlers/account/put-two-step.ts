import type { TwoStepChangeResponse } from '@shared/api/types/account';
import { twoStepChangeSchema } from '@shared/schemas/two-step';
import { recordTwoStepChange } from '../../data/account-standing';
import { setTwoStep, signOutEverywhere } from '../../lib/account-credentials';
import { bearerToken } from '../../lib/auth';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * PUT /me/two-step: turns the caller's authenticator app on or off, recorded first, whether it is on
 * and since when (the admin area counts the app only from a time the store recorded, and refuses
 * sessions that began before it, and a later change from any of them), then
 * every session is signed out, so a session that signed in with the password alone does not live on
 * once a code is required.
 */
export const putTwoStep = defineRoute(
  'PUT /me/two-step',
  { body: twoStepChangeSchema },
  async ({ caller, body, event }) => {
    await recordTwoStepChange(caller.userId, new Date(), caller.authTime, body.enabled);
    await setTwoStep(bearerToken(event.headers.authorization) ?? '', body.enabled);
    await signOutEverywhere(caller.username);
    const response: TwoStepChangeResponse = { enabled: body.enabled, signedOut: true };
    return json(200, response);
  },
);
