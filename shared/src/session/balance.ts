import type { PointBalance } from '@portal/kit';
import { apiCall, isSuccess } from '../api/client';
import { useSession } from './store';

export const POINT_BALANCE_PATH = '/s1/points/pointbalance';

/**
 * Asks the API for the member's balance and lifetime points and puts them in the session: the header
 * shows the balance at once, the tier bar the lifetime points (docs/product/tiers.md).
 */
export async function refreshPointBalance(): Promise<void> {
  const body = await apiCall<PointBalance>({ method: 'GET', url: POINT_BALANCE_PATH });
  if (!isSuccess(body) || !body.data) return;
  const session = useSession.getState();
  session.setPointBalance(body.data.pointBalance);
  session.setLifetimePoints(body.data.lifetimePoints);
}
