import { useSession } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThankYouQuizPage } from './ThankYouQuizPage';

const EVENT = '3f2a8c1e-9b7d-4e6f-a1c2-5d4e3f2a1b0c';

describe('the quiz thank-you page', () => {
  it('says the survey completed the activity and that it earns once', async () => {
    useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
    fakeApi({
      [`GET /s2/points/${EVENT}`]: {
        httpCode: 200,
        data: { id: EVENT, activityId: 'a1', state: 'completed', extraInfo: { refKey: 'a1' } },
      },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 25, lifetimePoints: 25 } },
    });
    renderPage(<ThankYouQuizPage />, { path: `/static/thank-you-quiz?id=${EVENT}` });
    expect(await screen.findByText('Your answers were received and the activity is completed.')).toBeInTheDocument();
    expect(screen.getByText('You can only earn points for participating in this quiz once')).toBeInTheDocument();
  });

  it.each([
    ['no server answers', 'We could not reach the server. Please check your connection and try again.'],
    ['the server fails', 'Something went wrong.'],
  ])('does not call the survey missing when %s, and asks again on Try again', async (when, text) => {
    useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
    let asked = 0;
    fakeApi({
      [`GET /s2/points/${EVENT}`]: () => {
        asked += 1;
        if (asked > 1) return { httpCode: 200, data: { id: EVENT, activityId: 'a1', state: 'started' } };
        if (when === 'no server answers') throw new TypeError('Failed to fetch');
        return { httpCode: 502, code: 'server.error', message: 'Bad Gateway' };
      },
    });
    renderPage(<ThankYouQuizPage />, { path: `/static/thank-you-quiz?id=${EVENT}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(screen.queryByText('We could not find this survey.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We are still waiting for your answers from the survey.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says not found for a missing or malformed event id, without asking the API', () => {
    useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
    const { calls } = fakeApi({});
    renderPage(<ThankYouQuizPage />, { path: '/static/thank-you-quiz?id=not-an-event' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find this survey.');
    expect(calls).toEqual([]);
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
