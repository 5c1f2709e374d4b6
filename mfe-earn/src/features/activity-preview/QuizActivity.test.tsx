import { useSession } from '@portal/shared';
import type { Survey } from '@portal/kit';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ActivityPreviewPage } from './ActivityPreviewPage';
import { testActivity } from './testActivity';

const quiz = testActivity(2, {
  actionType: 'survey',
  channel: 'quiz',
  data: 'flavor-profile',
  title: 'Quiz',
  points: 30,
});
const survey: Survey = {
  id: 'flavor-profile',
  questions: [
    {
      id: 'q1',
      title: 'Pick one',
      type: 'radio',
      isRequired: true,
      options: [
        { id: 'a', option: 'Alpha' },
        { id: 'b', option: 'Beta' },
      ],
    },
    { id: 'q2', title: 'Tell us', type: 'text', isRequired: true, options: [] },
    {
      id: 'q3',
      title: 'Many',
      type: 'checkbox',
      isRequired: false,
      options: [
        { id: 'x', option: 'Ex' },
        { id: 'y', option: 'Why' },
      ],
    },
  ],
};

function server(
  start: string | null,
  submit = { httpCode: 200, message: 'Successfully submitted.', data: { points: 30, pointBalance: 280 } },
) {
  return fakeApi({
    'GET /s1/activity': { httpCode: 200, data: { content: [quiz], metaData: { totalRecs: 1 } } },
    [`GET /s1/activity/${quiz.id}`]: { httpCode: 200, data: quiz },
    'GET /s1/surveylist/flavor-profile': { httpCode: 200, data: survey },
    'POST /s2/points': { httpCode: 200, data: start },
    'POST /s1/question/user-survey-feedback': submit,
    'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 280, lifetimePoints: 280 } },
  });
}

const open = () =>
  renderPage(
    <Routes>
      <Route path="/earn-points-action-preview/:id" element={<ActivityPreviewPage />} />
    </Routes>,
    { path: `/earn-points-action-preview/${quiz.id}` },
  );

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
});

describe('the in-app quiz', () => {
  it('asks for every required answer, then submits the answers with the event id', async () => {
    const { calls } = server('event-9');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please select the option.')).toBeInTheDocument();
    expect(screen.getByText('Answer is required.')).toBeInTheDocument();
    // The first unanswered question has the focus, so it is in view and its message is read out.
    expect(screen.getByRole('radio', { name: 'Alpha' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(screen.queryByText('Please select the option.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'Tell us' })).toHaveFocus();
    expect(screen.getByText('Answer is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tell us' }), 'Mango');
    expect(screen.queryByText('Answer is required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Why' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully submitted.')).toBeInTheDocument();
    expect(screen.getByText('Congratulations! You have earned 30 Points')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/s1/question/user-survey-feedback')?.data).toEqual({
      activityId: quiz.id,
      surveyId: 'flavor-profile',
      poitsHistoryId: 'event-9',
      userFeedback: [
        { id: 'q1', answer: ['b'] },
        { id: 'q2', answer: ['Mango'] },
        { id: 'q3', answer: ['y'] },
      ],
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/earn-points$/);
  });

  it('writes the points earned as the member’s language writes numbers', async () => {
    server('event-9', { httpCode: 200, message: 'ok', data: { points: 1500, pointBalance: 1750 } });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Alpha' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tell us' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Congratulations! You have earned 1,500 Points')).toBeInTheDocument();
  });

  it('opens the maximum-points dialog, with no quiz behind it, when no event can start', async () => {
    server(null);
    open();
    const dialog = await screen.findByRole('dialog', {
      name: 'You have already earned the maximum number of points possible for this action',
    });
    expect(within(dialog).getByRole('button', { name: 'Go back to home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/earn-points-action-preview\//);
  });

  it('shows the technical error when the submit fails without a message', async () => {
    server('event-9', { httpCode: 500 } as never);
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Alpha' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tell us' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Internal technical error. Please try after some time.')).toBeInTheDocument();
  });

  it('says when the questions could not load and asks again on Try again, instead of spinning forever', async () => {
    let surveyAnswer: { httpCode: number; data?: Survey } = { httpCode: 500 };
    const { calls } = fakeApi({
      'GET /s1/activity': { httpCode: 200, data: { content: [quiz], metaData: { totalRecs: 1 } } },
      [`GET /s1/activity/${quiz.id}`]: { httpCode: 200, data: quiz },
      'GET /s1/surveylist/flavor-profile': () => surveyAnswer,
      'POST /s2/points': { httpCode: 200, data: 'event-9' },
    });
    open();
    const failure = (await screen.findByText('We could not load the questions.')).closest<HTMLElement>(
      '[role="alert"]',
    );
    expect(failure).not.toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    surveyAnswer = { httpCode: 200, data: survey };
    await userEvent.click(within(failure!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Beta' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load the questions.')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/s1/surveylist/flavor-profile')).toHaveLength(2);
    // The event started once: a retry asks for the questions only.
    expect(calls.filter((c) => c.url === '/s2/points')).toHaveLength(1);
  });

  it('asks again in the language the member switches to, keeping the answers chosen', async () => {
    const french: Survey = {
      id: 'flavor-profile',
      questions: survey.questions.map((question) => ({
        ...question,
        title: `FR ${question.title}`,
        options: question.options.map((option) => ({ ...option, option: `FR ${option.option}` })),
      })),
    };
    const { calls } = fakeApi({
      'GET /s1/activity': { httpCode: 200, data: { content: [quiz], metaData: { totalRecs: 1 } } },
      [`GET /s1/activity/${quiz.id}`]: ({ headers }) => ({
        httpCode: 200,
        data: headers['Accept-Language'] === 'fr' ? { ...quiz, title: 'Le <em>quiz</em>' } : quiz,
      }),
      'GET /s1/surveylist/flavor-profile': ({ headers }) => ({
        httpCode: 200,
        data: headers['Accept-Language'] === 'fr' ? french : survey,
      }),
      'POST /s2/points': { httpCode: 200, data: 'event-9' },
    });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Beta' }));
    act(() => useSession.getState().setLanguage('fr'));
    expect(await screen.findByRole('radio', { name: 'FR Beta' })).toBeChecked();
    expect(screen.getByText('FR Pick one')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Le quiz');
    const surveys = calls.filter((c) => c.url === '/s1/surveylist/flavor-profile');
    expect(surveys.at(-1)?.headers['Accept-Language']).toBe('fr');
  });
});
