import { isLoggedIn, refreshPointBalance, useSession } from '@portal/shared';
import { useEffect, useRef } from 'react';

/**
 * The member's lifetime points, the quantity the server measures the tier on (see
 * docs/product/tiers.md). Asked once per page load or sign-in: the same answer corrects the header's
 * balance, which the browser kept from an earlier visit and may be stale (an operator approved a
 * receipt, a friend confirmed a referral, another tab redeemed). Asked again only when the balance rose
 * while the lifetime points did not: earning raises both, and `refreshPointBalance`, through which the
 * remotes report a change, sets both from one answer (React renders the two updates together), so only
 * a balance set some other way leaves the bar behind. A fall is a redemption, which leaves the tier
 * where it is.
 */
export function useLifetimePoints(): number {
  const loggedIn = useSession(isLoggedIn);
  const balance = useSession((s) => s.pointBalance);
  const lifetimePoints = useSession((s) => s.lifetimePoints);
  const previous = useRef({ balance, lifetimePoints });
  useEffect(() => {
    if (loggedIn) void refreshPointBalance();
  }, [loggedIn]);
  useEffect(() => {
    const rose = balance > previous.current.balance && lifetimePoints === previous.current.lifetimePoints;
    previous.current = { balance, lifetimePoints };
    if (loggedIn && rose) void refreshPointBalance();
  }, [loggedIn, balance, lifetimePoints]);
  return lifetimePoints;
}
