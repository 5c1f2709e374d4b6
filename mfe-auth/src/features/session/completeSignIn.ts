import { apiCall, isSuccess, useSession } from '@portal/shared';
import { type PointBalance, type SignInResult } from '@portal/kit';

export const POINT_BALANCE_PATH = '/s1/points/pointbalance';

/** Asks the API for the caller's balance and puts it in the session (the shell's header shows it). */
export async function refreshPointBalance(): Promise<void> {
  const body = await apiCall<PointBalance>({ method: 'GET', url: POINT_BALANCE_PATH });
  if (isSuccess(body) && body.data) useSession.getState().setPointBalance(body.data.pointBalance);
}

/** Saves the member and tokens of a 200 sign-in answer, then loads the balance. */
export async function completeSignIn({ user, accessToken, refreshToken }: SignInResult): Promise<void> {
  const session = useSession.getState();
  session.login(
    {
      id: user.id,
      email: user.email,
      name: user.name,
      ...(user.username ? { username: user.username } : {}),
      ...(user.firstName ? { firstName: user.firstName } : {}),
      ...(user.lastName ? { lastName: user.lastName } : {}),
      requestIntakeSurveySubmitted: user.requestIntakeSurveySubmitted,
    },
    { accessToken, refreshToken },
  );
  session.setPointBalance(user.pointBalance);
  await refreshPointBalance();
}

/** Where to go after signing in: the `route` query parameter when it is a path of this site, else /. */
export function destinationFrom(search: string): string {
  const route = new URLSearchParams(search).get('route');
  return route && route.startsWith('/') && !route.startsWith('//') ? route : '/';
}
