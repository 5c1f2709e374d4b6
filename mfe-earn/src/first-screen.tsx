import { createFirstScreen } from '@portal/shared/first-screen';
import { EarnApp } from './EarnApp';

/**
 * The server renderer of this remote's first screens (docs/first-screen-plan.md, stage 2): `/earn-points`,
 * from the answer of the call its route declares. Features register their strings.
 */
export const render = createFirstScreen({ name: 'earn', App: EarnApp });
