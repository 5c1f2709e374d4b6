import { useSession } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { StreakActivity } from './StreakActivity';
import { testActivity } from './testActivity';

const streak = testActivity(8, { actionType: 'login-n-earn', channel: 'streak', data: '' });

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
});

describe('the login streak', () => {
  it('toasts the day\'s points when the visit answers "201" and shows the days counted', async () => {
    fakeApi({
      'GET /s1/user/web-streak-count': { httpCode: 201, data: { daysCount: 3, earnedToday: true, points: 5 } },
      [`GET /s1/activity/${streak.id}/streak`]: { httpCode: 200, data: { daysCount: 3, earnedToday: true, points: 0 } },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 5, lifetimePoints: 5 } },
    });
    renderPage(<StreakActivity activity={streak} />);
    expect(await screen.findByText('Congratulations! You have earned 5 Points.')).toBeInTheDocument();
    expect(await screen.findByText('Days in a row: 3')).toBeInTheDocument();
    expect(screen.getByText('Today counts toward your streak.')).toBeInTheDocument();
  });

  it('toasts nothing on a later visit the same day', async () => {
    fakeApi({
      'GET /s1/user/web-streak-count': { httpCode: 200, data: { daysCount: 3, earnedToday: true, points: 0 } },
      [`GET /s1/activity/${streak.id}/streak`]: { httpCode: 200, data: { daysCount: 3, earnedToday: true, points: 0 } },
    });
    renderPage(<StreakActivity activity={streak} />, { language: 'fr' });
    expect(await screen.findByText('Jours consécutifs : 3')).toBeInTheDocument();
    expect(screen.queryByText(/Félicitations/)).not.toBeInTheDocument();
  });
});
