import { recordStreakVisit } from '@portal/shared';
import { useEffect } from 'react';

/**
 * Counts the member's sign-in or visit toward the login streak. The member frame mounts it when a
 * member is signed in — on page load, or right after sign-in — and the frame stays mounted across
 * route changes, so it asks once per page load and once per sign-in.
 */
export function StreakVisit() {
  useEffect(() => {
    void recordStreakVisit();
  }, []);
  return null;
}
