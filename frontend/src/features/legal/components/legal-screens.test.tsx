import { WALL_MESSAGES } from '@shared/wall-messages';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { PrivacyScreen } from './privacy-screen';
import { TermsScreen } from './terms-screen';

describe('legal pages', () => {
  it('Terms: final and non-refundable except the 30-day guarantee, 2027 projection, non-transferable, may change', () => {
    renderRoute(<TermsScreen />, { at: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('All purchases are final and non-refundable');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('The 2027 release date is a projection');
    expect(text).toContain('non-transferable');
    expect(text).toContain('These terms may change');
  });

  it('Privacy: data collected, card payment provider, pixel with hashed email and cookies, under 13', () => {
    renderRoute(<PrivacyScreen />, { at: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(screen.getByRole('heading', { name: '1. Data we collect' })).toBeInTheDocument();
    expect(text).toContain('card payment provider');
    expect(text).toContain('Meta pixel');
    expect(text).toContain('hashed');
    expect(text).toContain('_fbp');
    expect(text).toContain('children under 13');
    expect(screen.getByRole('heading', { name: '4. Emails we send' })).toBeInTheDocument();
    expect(text).toContain('what the tier includes');
    expect(text).toContain('internal notes about your message are never emailed');
    expect(text).toContain('client IP address and browser user agent');
  });

  it('Privacy: how a supporter downloads their data and deletes their account', () => {
    renderRoute(<PrivacyScreen />, { at: '/privacy' });
    const text = document.body.textContent ?? '';
    expect(screen.getByRole('heading', { name: '7. Download your data' })).toBeInTheDocument();
    expect(text).toContain('one JSON file with everything the store holds about you');
    expect(text).toContain("Our team's internal notes are not part of it.");
    expect(screen.getByRole('heading', { name: '8. Delete your account' })).toBeInTheDocument();
    expect(text).toContain('You type DELETE and your password');
    expect(text).toContain('your email replaced by "Deleted account"');
    expect(text).toContain('Deletion cannot be undone.');
  });

  it('Privacy: what the gym wall shows publicly and how to take it down', () => {
    renderRoute(<PrivacyScreen />, { at: '/privacy' });
    const section = screen.getByRole('heading', { name: '9. The public gym wall' }).closest('section');
    const text = section?.textContent ?? '';
    expect(text).toContain('only if you tick "Show my nickname on the public gym wall"');
    expect(text).toContain(WALL_MESSAGES.whatIsShown);
    expect(text).toContain(WALL_MESSAGES.howToTakeDown);
  });
});
