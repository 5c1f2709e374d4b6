import type { Envelope } from '@portal/kit';
import { useSession } from '../session/store';
import { refreshSessionOnce } from './refresh';
import { takeRouteCall } from './routeCalls';
import { type ApiRequest, type FileAnswer, send, sendForFile } from './transport';

const isUnauthorized = (body: Envelope<unknown>): boolean => body.httpCode === 401;

/**
 * The portal's HTTP helper. A GET the shell already started for the route takes that answer
 * (routeCalls.ts). On a 401 it refreshes the session once (shared by every call waiting at
 * that moment) and replays the call; when the refresh fails the member is logged out.
 */
export async function apiCall<T>(config: ApiRequest): Promise<Envelope<T>> {
  const tokenUsed = useSession.getState().accessToken;
  const body = await (takeRouteCall<T>(config, tokenUsed) ?? send<T>(config, tokenUsed));
  if (!isUnauthorized(body) || !useSession.getState().refreshToken) return body;
  const refreshed = await refreshSessionOnce(tokenUsed);
  if (!refreshed) return body;
  return send<T>(config, useSession.getState().accessToken);
}

/** A member-only file behind the API prefix (a download link the API handed out), or its refusal. */
export const apiFile = (url: string): Promise<FileAnswer> => sendForFile(url, useSession.getState().accessToken);

// Kept in this entry for apps built against it; the kit holds the one definition.
export { isSuccess } from '@portal/kit/contracts';
