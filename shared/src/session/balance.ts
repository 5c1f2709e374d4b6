import type { PointBalance } from '@portal/kit';
import { apiCall, isSuccess } from '../api/client';
import { useSession } from './store';

export const POINT_BALANCE_PATH = '/s1/points/pointbalance';

/** Asks the API for the member's balance and puts it in the session: the header shows it at once. */
export async function refreshPointBalance(): Promise<void> {
  const body = await apiCall<PointBalance>({ method: 'GET', url: POINT_BALANCE_PATH });
  if (isSuccess(body) && body.data) useSession.getState().setPointBalance(body.data.pointBalance);
}
