import { endSession } from '@portal/shared';

/** Ends the session on the server and here, then hard-redirects to / whether or not the call worked. */
export async function logout(redirect: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  try {
    await endSession();
  } finally {
    redirect('/');
  }
}
