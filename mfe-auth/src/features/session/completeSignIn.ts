import { refreshPointBalance, useSession } from '@portal/shared';
import { type SignInResult } from '@portal/kit';

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
