import { useSession } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { ThankYouQuizPage } from './ThankYouQuizPage';

describe('the quiz thank-you page', () => {
  it('says the survey completed the activity and that it earns once', async () => {
    useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
    fakeApi({
      'GET /s2/points/e1': {
        httpCode: 200,
        data: { id: 'e1', activityId: 'a1', state: 'completed', extraInfo: { refKey: 'a1' } },
      },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 25, lifetimePoints: 25 } },
    });
    renderPage(<ThankYouQuizPage />, { path: '/static/thank-you-quiz?id=e1' });
    expect(await screen.findByText('Your answers were received and the activity is completed.')).toBeInTheDocument();
    expect(screen.getByText('You can only earn points for participating in this quiz once')).toBeInTheDocument();
  });

  it('asks a visitor to sign in and come back', () => {
    useSession.getState().logout();
    fakeApi({});
    renderPage(<ThankYouQuizPage />, { path: '/static/thank-you-quiz?id=e1' });
    expect(screen.getByRole('link', { name: 'Log in to see your quiz' })).toHaveAttribute(
      'href',
      '/login?route=%2Fstatic%2Fthank-you-quiz%3Fid%3De1',
    );
  });
});
