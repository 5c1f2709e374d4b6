import { startIntervalJob } from './interval-job';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('an interval job', () => {
  it('runs each interval, goes on after a failure, and stops only once the run under way has ended', async () => {
    const events: string[] = [];
    let finish: () => void = () => undefined;
    let runs = 0;
    const stop = startIntervalJob(
      60,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
        await new Promise<void>((resolve) => (finish = resolve));
        events.push('run ended');
      },
      (error) => events.push(`failed: ${(error as Error).message}`),
    );
    await jest.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual(['failed: database away']);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    const stopped = stop().then(() => events.push('stopped'));
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['failed: database away']);
    finish();
    await stopped;
    expect(events).toEqual(['failed: database away', 'run ended', 'stopped']);
    await jest.advanceTimersByTimeAsync(600_000);
    expect(runs).toBe(2);
  });

  it('never runs with an interval of 0', async () => {
    const run = jest.fn(async () => undefined);
    const stop = startIntervalJob(0, run, () => undefined);
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(run).not.toHaveBeenCalled();
    await stop();
  });
});
