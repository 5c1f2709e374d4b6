/**
 * Runs `run` every `intervalSeconds` while the API is up (0 turns it off); a failure goes to `onError`
 * and the next tick runs again. Returns a stop function, called before the database closes: it waits for
 * a run under way, so no run meets a closed database.
 */
export function startIntervalJob(
  intervalSeconds: number,
  run: () => Promise<void>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => undefined;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = run().catch(onError);
  }, intervalSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
