import { apiCall, isLoggedIn, isSuccess, POINT_BALANCE_PATH, useSession } from '@portal/shared';
import type { PointBalance } from '@portal/kit';
import { useEffect } from 'react';

/**
 * The member's lifetime points, the quantity the server measures the tier on (see
 * docs/product/tiers.md). Asked again whenever the balance changes: earning raises both, while
 * redeeming lowers only the balance, so the bar never falls back after a redemption.
 */
export function useLifetimePoints(): number {
  const loggedIn = useSession(isLoggedIn);
  const balance = useSession((s) => s.pointBalance);
  const lifetimePoints = useSession((s) => s.lifetimePoints);
  useEffect(() => {
    if (!loggedIn) return undefined;
    let current = true;
    void apiCall<PointBalance>({ method: 'GET', url: POINT_BALANCE_PATH }).then((body) => {
      if (current && isSuccess(body) && body.data) useSession.getState().setLifetimePoints(body.data.lifetimePoints);
    });
    return () => {
      current = false;
    };
  }, [loggedIn, balance]);
  return lifetimePoints;
}
