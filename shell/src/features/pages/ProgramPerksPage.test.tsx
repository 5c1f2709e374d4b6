import { registerTranslations, useCampaign } from '@portal/shared';
import { fakeApi, renderPage, type FakeAnswer } from '@portal/shared/testing';
import type { TierConfigEntry } from '@portal/kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProgramPerksPage } from './ProgramPerksPage';
import { pagesTranslations } from './translations';

registerTranslations('pages', pagesTranslations);

const TIERS: TierConfigEntry[] = [
  { tierId: 1, tierName: 'Rookie', 'level-up-points': 0, desc: 'Welcome gifts' },
  { tierId: 2, tierName: 'Insider', 'level-up-points': 1500, desc: 'Early access' },
];

const ladder = (tiers: TierConfigEntry[]): FakeAnswer => ({
  httpCode: 200,
  data: { content: [{ pointTierConfig: tiers }] },
});

/** The tier configuration call answering `answer()` each time it is asked. */
function server(answer: () => FakeAnswer) {
  return fakeApi({ 'POST /s1/campaign/subset': () => answer() }).calls;
}

const open = () => renderPage(<ProgramPerksPage />, { path: '/program-perks', namespace: 'pages' });

// The ladder is held once per page: each test starts on a page that has not asked yet.
beforeEach(() => useCampaign.setState({ tiers: null, tiersStatus: 'idle' }));

describe('Program Perks', () => {
  it('shows each tier with its threshold', async () => {
    server(() => ladder(TIERS));
    open();
    expect(await screen.findByRole('heading', { name: 'Insider' })).toBeInTheDocument();
    expect(screen.getByText('From 1,500 points')).toBeInTheDocument();
  });

  it('writes the first tier\u2019s threshold in the singular where French does, for 0 points', async () => {
    server(() => ladder(TIERS));
    renderPage(<ProgramPerksPage />, { path: '/program-perks', namespace: 'pages', language: 'fr' });
    expect(await screen.findByText('À partir de 0 point')).toBeInTheDocument();
    expect(screen.getByText(/^À partir de 1\s500 points$/)).toBeInTheDocument();
  });

  it('says no tiers are configured only when the ladder is empty', async () => {
    server(() => ladder([]));
    open();
    expect(await screen.findByText('No tiers are configured yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the tiers could not load, not that none are configured, and asks again on Try again', async () => {
    let answer: FakeAnswer = { httpCode: 500 };
    const calls = server(() => answer);
    open();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('We could not load the tiers.');
    expect(screen.queryByText('No tiers are configured yet.')).not.toBeInTheDocument();

    answer = ladder(TIERS);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Rookie' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/s1/campaign/subset')).toHaveLength(2);
  });
});
