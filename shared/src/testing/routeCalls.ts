import { startRouteCalls } from '../api/routeCalls';
import type { RouteCall } from '../federation/routes';

/**
 * Starts a route's declared calls as the shell does (docs/decisions.md 80), and waits until their answers
 * have arrived, as they usually have on a phone by the time the remote's code runs (145).
 */
export async function routeCallsArrived(calls: readonly RouteCall[] = []): Promise<void> {
  startRouteCalls(calls);
  // The fake API answers within the task; its answers are read on a later one.
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
