import type { MeResponse } from '@shared/api/types/account';
import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { screen, within } from '@testing-library/react';
import { rememberCreatorCode } from '@/lib/creator-code/remembered-creator-code';
import { type ApiAnswers, apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { LandingRoute } from './landing';

const rookieOwner: MeResponse = {
  profile: null,
  tierId: 'rookie',
  submission: null,
  purchaseCount: 1,
  standingSumCents: 1500,
};

const HOOPS10: ApiAnswers['GET /creator-codes/{code}'] = ({ params }) =>
  params.code === 'HOOPS10'
    ? { offer: { code: 'HOOPS10', percentOff: 10 } }
    : apiFailure(400, CREATOR_CODE_MESSAGES.invalid);

const card = (tierName: string) => within(screen.getByRole('article', { name: tierName }));

afterEach(() => sessionStorage.clear());

describe('the landing page’s tier cards with a creator code', () => {
  it('put on a signed-in owner’s upgrade buttons what checkout charges with the code', async () => {
    rememberCreatorCode('HOOPS10');
    mockApi({ 'GET /me': () => rookieOwner, 'GET /creator-codes/{code}': HOOPS10 });
    renderRoute(<LandingRoute />, { auth: signedInAs() });

    expect(await card('Starter').findByRole('button', { name: 'Upgrade for $13.50' })).toBeEnabled();
    expect(card('Starter').getByText('$13.50 with HOOPS10')).toBeInTheDocument();
    expect(card('MVP').getByRole('button', { name: 'Upgrade for $76.50' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade for $15.00' })).not.toBeInTheDocument();
  });

  it('show no upgrade amount while the code is being checked', async () => {
    rememberCreatorCode('HOOPS10');
    mockApi({ 'GET /me': () => rookieOwner, 'GET /creator-codes/{code}': noAnswer });
    renderRoute(<LandingRoute />, { auth: signedInAs() });

    expect(await card('Rookie').findByText('YOUR TIER')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade for/ })).not.toBeInTheDocument();
  });

  it('keep the difference on the buttons when the code is not valid', async () => {
    rememberCreatorCode('EXPIRED5');
    mockApi({ 'GET /me': () => rookieOwner, 'GET /creator-codes/{code}': HOOPS10 });
    renderRoute(<LandingRoute />, { auth: signedInAs() });

    expect(await card('Starter').findByRole('button', { name: 'Upgrade for $15.00' })).toBeEnabled();
    expect(screen.queryByText(/with EXPIRED5/)).not.toBeInTheDocument();
  });

  it('keep the difference on the buttons without a code, asking nothing about codes', async () => {
    const api = mockApi({ 'GET /me': () => rookieOwner });
    renderRoute(<LandingRoute />, { auth: signedInAs() });

    expect(await card('Starter').findByRole('button', { name: 'Upgrade for $15.00' })).toBeEnabled();
    expect(api.callsTo('GET /creator-codes/{code}')).toEqual([]);
  });
});
