import type { FirstScreen, FirstScreenRequest } from '../../shared/src/first-screen';

/** A remote's server renderer of its first screens: `render` of its `dist/server/first-screen.js`. */
export type FirstScreenRender = (request: FirstScreenRequest) => Promise<FirstScreen>;
