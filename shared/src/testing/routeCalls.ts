import type { Envelope } from '@portal/kit';
import { giveRouteAnswers } from '../api/routeCalls';
import { urlOf } from '../api/address';
import type { RouteCall } from '../federation/routes';

/**
 * Runs `test` with the page given the answers of a route's declared calls, in order, as a first screen's
 * render gives them (docs/decisions.md 145), and takes them back after it.
 */
export async function withGivenAnswers(
  calls: readonly RouteCall[] = [],
  answers: readonly Envelope<unknown>[],
  test: () => Promise<void> | void,
): Promise<void> {
  giveRouteAnswers(Object.fromEntries(calls.map((call, index) => [urlOf(call), answers[index]!])));
  try {
    await test();
  } finally {
    giveRouteAnswers({});
  }
}
