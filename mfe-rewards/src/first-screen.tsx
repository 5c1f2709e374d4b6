import { createFirstScreen } from '@portal/shared/first-screen';
import { RewardsApp } from './RewardsApp';
import { translations } from './features/pages/translations';

/**
 * The server renderer of this remote's first screens (docs/first-screen-plan.md, stage 2): `/rewards`,
 * from the answer of the call its route declares.
 */
export const render = createFirstScreen({ name: 'rewards', translations, App: RewardsApp });
