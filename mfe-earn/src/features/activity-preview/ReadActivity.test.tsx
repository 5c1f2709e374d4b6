import { fakeApi, renderPage } from '@portal/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { ReadActivity } from './ReadActivity';
import { testActivity } from './testActivity';
import type { ActivityEventControls } from './useActivityEvent';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';

function controls() {
  const complete = jest.fn<ReturnType<ActivityEventControls['complete']>, [type?: 'view' | 'read']>(async () => ({
    kind: 'maximum',
  }));
  const events: ActivityEventControls = {
    start: async () => EVENT_ID,
    complete,
    report: () => undefined,
    maxOpen: false,
    closeMax: () => undefined,
  };
  return { events, complete };
}

/** Lets the fake API's promises settle under fake timers. */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

/** One second of the countdown at a time, as the page renders between its ticks. */
async function seconds(count: number) {
  for (let i = 0; i < count; i += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
  }
}

const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"]';

beforeEach(() => {
  jest.useFakeTimers();
  // The HTML countdown runs only while the page is in view.
  jest.spyOn(document, 'hasFocus').mockReturnValue(true);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the read activity', () => {
  it('keeps the ticking countdown out of live regions and announces only the completion', async () => {
    const pdf = testActivity(4, {
      actionType: 'read',
      channel: 'pdf',
      data: '/api/s1/activity/media/pledge.pdf',
      minimumActivityDuration: 3,
    });
    const { events, complete } = controls();
    renderPage(<ReadActivity activity={pdf} events={events} />);
    await settle();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Keep reading: 3 s left');
    expect(timer).not.toHaveAttribute('aria-live');
    expect(timer.closest(LIVE)).toBeNull();
    await seconds(1);
    expect(screen.getByRole('timer')).toHaveTextContent('Keep reading: 2 s left');
    expect(screen.getByRole('status')).toHaveTextContent('');

    await seconds(2);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Reading complete.');
    expect(complete).toHaveBeenCalledTimes(1);
    expect(complete).toHaveBeenCalledWith('read');
  });

  it('says when the article could not load, runs no countdown on nothing, and reads it after a retry', async () => {
    const article = testActivity(5, {
      actionType: 'read',
      channel: 'html',
      data: 'battery-safety',
      minimumActivityDuration: 2,
    });
    let answer: { httpCode: number; data?: { html: string } } = { httpCode: 500 };
    fakeApi({ 'GET /s1/activity/article/battery-safety': () => answer });
    const { events, complete } = controls();
    renderPage(<ReadActivity activity={article} events={events} />);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this article.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await seconds(3);
    expect(complete).not.toHaveBeenCalled();
    expect(screen.queryByText('Reading complete.')).not.toBeInTheDocument();

    answer = { httpCode: 200, data: { html: '<h2>Safety</h2>' } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Safety' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Keep reading: 2 s left');
    await seconds(2);
    expect(screen.getByRole('status')).toHaveTextContent('Reading complete.');
    expect(complete).toHaveBeenCalledTimes(1);
  });
});
