import { createFirstScreen } from '@portal/shared/first-screen';
import { ContestApp } from './ContestApp';

/**
 * The server renderer of this remote's first screens (docs/first-screen-plan.md, stage 2): `/contest`,
 * from the answer of the call its route declares. Features register their strings.
 */
export const render = createFirstScreen({ name: 'contest', App: ContestApp });
