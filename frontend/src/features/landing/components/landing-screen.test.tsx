import { screen, waitFor, within } from '@testing-library/react';
import { setConfigForTests } from '@/lib/config';
import { resetTrackingForTests } from '@/lib/tracking';
import { mockApi } from '@/test/api-server';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderRoute, signedInAs, TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { FAQ_ITEMS } from './faq-items';
import { LandingScreen } from './landing-screen';
import { GAMEPLAY_VIDEO_ID } from './video-facade';

afterEach(() => {
  vi.unstubAllGlobals();
  resetTrackingForTests();
  delete window.fbq;
  delete window._fbq;
});

describe('landing page', () => {
  it('has one h1, the estimate note and a link to the tiers', () => {
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the D1 Gang' })).toBeInTheDocument();
    const hero = within(screen.getByRole('region', { name: 'Join the D1 Gang' }));
    expect(
      hero.getByText('Release is estimated for 2027. Release timelines are estimates and not guaranteed.'),
    ).toBeInTheDocument();
    // An in-page link works before the app hydrates the prerendered page; RouteFocus scrolls and focuses after.
    const tiers = screen.getByRole('region', { name: 'D1 Gang packages' });
    expect(screen.getByRole('link', { name: 'View Packages' })).toHaveAttribute('href', `/#${tiers.id}`);
    expect(tiers).toHaveAttribute('tabindex', '-1');
  });

  it('explains the game: create a player, level up to 99, compete worldwide; 3v3, 5v5 and 1v1 ranked', () => {
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    const whatIs = within(screen.getByRole('region', { name: 'What is D1 Gang?' }));
    expect(whatIs.getByRole('heading', { name: 'Create a player' })).toBeInTheDocument();
    expect(whatIs.getByRole('heading', { name: 'Level up to 99' })).toBeInTheDocument();
    expect(whatIs.getByRole('heading', { name: 'Compete worldwide' })).toBeInTheDocument();
    expect(whatIs.getByText(/3v3 and 5v5 games, with 1v1 ranked/)).toBeInTheDocument();
  });

  it('lists the six game features and loads the video only when asked', async () => {
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    const features = within(screen.getByRole('region', { name: 'Game features' }));
    for (const name of [
      'Dribble combos',
      'Jump shot timing',
      'Player build system',
      'Attribute system',
      'Trait system',
      'Unique environments',
    ]) {
      expect(features.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(features.getByRole('button', { name: 'Play video: Jump shot timing gameplay' }));
    const frame = features.getByTitle('Jump shot timing gameplay');
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${GAMEPLAY_VIDEO_ID}?autoplay=1`);
    // Fullscreen through `allow` only: both attributes make the browser warn.
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(frame).not.toHaveAttribute('allowfullscreen');
  });

  it('reports development status: 19 complete, the 5 in progress and a 79% bar', () => {
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    const status = within(screen.getByRole('region', { name: 'Development status' }));
    expect(status.getByText('19')).toBeInTheDocument();
    expect(status.getByText('features complete')).toBeInTheDocument();
    for (const feature of ['Player builder', 'Traits system', 'Console ports', 'Animation polish', '5v5 mode']) {
      expect(status.getByText(feature)).toBeInTheDocument();
    }
    const bar = status.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '79');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(status.getByText('79%')).toBeInTheDocument();
  });

  it('shows the six tiers', () => {
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    const tiers = within(screen.getByRole('region', { name: 'D1 Gang packages' }));
    expect(tiers.getAllByRole('article')).toHaveLength(6);
  });

  it('says an upgrade counts the tier’s full price, without promising what it costs', () => {
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    const tiers = within(screen.getByRole('region', { name: 'D1 Gang packages' }));
    expect(
      tiers.getByText(
        'One-time purchases. Each tier includes everything from the tiers below it, and you can upgrade later: your tier counts its full price toward the new one.',
      ),
    ).toBeInTheDocument();
    expect(tiers.queryByText(/by paying the difference/)).not.toBeInTheDocument();
  });

  it('marks the signed-in user’s tier', async () => {
    mockApi({
      'GET /me': () => ({
        profile: null,
        tierId: 'baller',
        submission: null,
        purchaseCount: 1,
        standingSumCents: 5000,
      }),
    });
    renderRoute(<LandingScreen onSelectTier={() => {}} />, { auth: signedInAs() });
    const baller = within(screen.getByRole('article', { name: 'Baller' }));
    expect(await baller.findByRole('button', { name: 'Current Tier' })).toBeDisabled();
    expect(baller.getByText('YOUR TIER')).toBeInTheDocument();
  });

  it('has a 10-item FAQ with one answer open at a time, including refunds and platforms', async () => {
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    const questions = await faq.findAllByRole('button');
    expect(questions).toHaveLength(10);
    expect(FAQ_ITEMS).toHaveLength(10);

    const refund = faq.getByRole('button', { name: 'What is your refund policy?' });
    const platforms = faq.getByRole('button', { name: 'Which platforms will it be on?' });
    await userEvent.click(refund);
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    expect(faq.getByText(/30-day money-back guarantee/)).toBeVisible();
    expect(faq.getByText(/After the alpha starts, refunds are handled case by case/)).toBeVisible();

    await userEvent.click(platforms);
    expect(platforms).toHaveAttribute('aria-expanded', 'true');
    expect(refund).toHaveAttribute('aria-expanded', 'false');
    expect(faq.getByText(/PC first. Console and mobile versions come later/)).toBeVisible();
    expect(questions.filter((question) => question.getAttribute('aria-expanded') === 'true')).toHaveLength(1);

    await userEvent.click(platforms);
    expect(questions.filter((question) => question.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
  });

  it('says in the FAQ that a creator code does not change what a tier counts toward an upgrade', async () => {
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));

    await userEvent.click(await faq.findByRole('button', { name: 'Can I upgrade my tier later?' }));

    expect(
      faq.getByText(
        /A tier always counts its full price toward an upgrade, so a Starter bought with a creator code still counts \$30\./,
      ),
    ).toBeVisible();
  });

  it('has a why-join section', () => {
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    expect(screen.getByRole('region', { name: 'Why join the D1 Gang?' })).toBeInTheDocument();
  });

  it('tracks ViewContent once, when more than half of the tiers section is visible', async () => {
    const io = stubIntersectionObserver();
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    setConfigForTests({ ...TEST_CONFIG, pixelId: '1234567890' });
    // The observed element wraps the tier grid: section > container > wrapper.
    const target = screen.getByRole('region', { name: 'D1 Gang packages' }).querySelector(':scope > div > div');
    if (!target) throw new Error('tier grid wrapper missing');

    const viewContents = () => (window.fbq?.queue ?? []).filter((call) => call[1] === 'ViewContent');
    io.show(target, 0.5);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewContents()).toHaveLength(0);

    io.show(target, 0.6);
    await waitFor(() => expect(viewContents()).toHaveLength(1));
    io.show(target, 0.9);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewContents()).toHaveLength(1);
  });

  it('tracks ViewContent on a phone, where the tier grid is taller than the screen, once it fills over half of it', async () => {
    const io = stubIntersectionObserver();
    renderRoute(<LandingScreen onSelectTier={() => {}} />);
    setConfigForTests({ ...TEST_CONFIG, pixelId: '1234567890' });
    const target = screen.getByRole('region', { name: 'D1 Gang packages' }).querySelector(':scope > div > div');
    if (!target) throw new Error('tier grid wrapper missing');
    const viewContents = () => (window.fbq?.queue ?? []).filter((call) => call[1] === 'ViewContent');

    // 2,845 px of tiers on an 844 px screen: never more than 30% of the grid is visible.
    io.show(target, 0.14, { visibleHeight: 400, screenHeight: 844 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewContents()).toHaveLength(0);

    io.show(target, 0.29, { visibleHeight: 844, screenHeight: 844 });
    await waitFor(() => expect(viewContents()).toHaveLength(1));
  });
});
