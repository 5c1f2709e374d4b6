import { isLoggedIn, refreshPointBalance, useSession } from '@portal/shared';
import { useEffect } from 'react';

/**
 * The member's lifetime points, the quantity the server measures the tier on (see
 * docs/product/tiers.md). Asked on every page load and again whenever the balance changes: earning
 * raises both, while redeeming lowers only the balance, so the bar never falls back after a
 * redemption. The same answer corrects the header's balance, which the browser kept from an earlier
 * visit and may be stale (an operator approved a receipt, a friend confirmed a referral, another tab
 * redeemed). Setting an unchanged balance notifies nobody, so this asks once more at most.
 */
export function useLifetimePoints(): number {
  const loggedIn = useSession(isLoggedIn);
  const balance = useSession((s) => s.pointBalance);
  const lifetimePoints = useSession((s) => s.lifetimePoints);
  useEffect(() => {
    if (loggedIn) void refreshPointBalance();
  }, [loggedIn, balance]);
  return lifetimePoints;
}
