import { apiCall, isSuccess, useSession } from '@portal/shared';
import type { PointBalance } from '@portal/kit';

/** Reloads the balance the header shows, after the server credited points. */
export async function refreshBalance(): Promise<void> {
  const body = await apiCall<PointBalance>({ method: 'GET', url: '/s1/points/pointbalance' });
  if (!isSuccess(body) || !body.data) return;
  const session = useSession.getState();
  session.setPointBalance(body.data.pointBalance);
  session.setLifetimePoints(body.data.lifetimePoints);
}
