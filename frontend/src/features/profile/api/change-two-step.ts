import type { TwoStepChangeResponse } from '@shared/api/types/account';
import type { TwoStepChangeRequest } from '@shared/schemas/two-step';
import { api } from '@/lib/api-client';

/**
 * PUT /me/two-step: the server turns two-step sign-in on or off (the code was verified with Cognito
 * first), records when, and signs every session out, this one included.
 */
export function changeTwoStep(body: TwoStepChangeRequest): Promise<TwoStepChangeResponse> {
  return api('PUT /me/two-step', { body });
}
