import type * as z from 'zod/mini';
import type { accountDeletionSchema } from '../schemas/account-deletion';
import type { refundRequestSchema } from '../schemas/admin';
import type { checkoutRequestSchema, contactPatchSchema, verifyRequestSchema } from '../schemas/api';
import type { contactFormSchema } from '../schemas/contact';
import type { TierSubmissionSchema } from '../schemas/tier-submission-rules';
import type { twoStepChangeSchema } from '../schemas/two-step';
import type { wallChoiceSchema, wallModerationSchema } from '../schemas/wall';
import { type RequestBody, routePath } from './contract';

describe('routePath', () => {
  it('is the path of a route without parameters', () => {
    expect(routePath('PUT /me/tier-submission')).toBe('/me/tier-submission');
  });

  it('fills in and encodes path parameters', () => {
    expect(routePath('GET /admin/users/{userId}', { userId: 'user 1/x' })).toBe('/admin/users/user%201%2Fx');
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => routePath('PATCH /admin/contacts/{id}', {})).toThrow(
      'PATCH /admin/contacts/{id}: missing path parameter id',
    );
  });
});

/** True only when the two types are the same. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('request bodies', () => {
  it("are what the route's schema takes, so the client and the server cannot drift apart", () => {
    // Checked by the type-check (npm run typecheck): a false here does not compile.
    const sameAsSchema: true[] = [
      true satisfies Same<RequestBody<'PUT /me/tier-submission'>, z.input<ReturnType<TierSubmissionSchema>>>,
      true satisfies Same<RequestBody<'POST /me/deletion'>, z.input<typeof accountDeletionSchema>>,
      true satisfies Same<RequestBody<'PATCH /me/wall'>, z.input<typeof wallChoiceSchema>>,
      true satisfies Same<RequestBody<'PUT /me/two-step'>, z.input<typeof twoStepChangeSchema>>,
      true satisfies Same<RequestBody<'POST /contact'>, z.input<typeof contactFormSchema>>,
      true satisfies Same<RequestBody<'POST /checkout'>, z.input<typeof checkoutRequestSchema>>,
      true satisfies Same<RequestBody<'POST /checkout/verify'>, z.input<typeof verifyRequestSchema>>,
      true satisfies Same<RequestBody<'PATCH /admin/contacts/{id}'>, z.input<typeof contactPatchSchema>>,
      true satisfies Same<RequestBody<'PATCH /admin/users/{userId}/wall'>, z.input<typeof wallModerationSchema>>,
      true satisfies Same<
        RequestBody<'POST /admin/payments/{paymentIntentId}/refund'>,
        z.input<typeof refundRequestSchema>
      >,
    ];

    expect(sameAsSchema).toHaveLength(10);
  });
});
