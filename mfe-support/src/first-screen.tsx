import { createFirstScreen } from '@portal/shared/first-screen';
import './strings';
import { SupportApp } from './SupportApp';

/**
 * The server renderer of this remote's first screens (docs/first-screen-plan.md, stage 2): `/help-desk`,
 * from the answer of the call its route declares.
 */
export const render = createFirstScreen({ name: 'support', App: SupportApp });
