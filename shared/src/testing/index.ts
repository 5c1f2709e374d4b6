/**
 * @portal/shared/testing — helpers for component tests only: a fake API at axios's adapter and a
 * render with an app root's providers. Kept out of the package's main entry, so no bundle carries it;
 * jest resolves the subpath (shared/build/jest-preset.js) and so does the type check (tsconfig.json).
 */
export {
  fakeApi,
  rawReply,
  type FakeApi,
  type FakeAnswer,
  type FakeRequest,
  type RawReply,
  type RouteHandler,
} from './fakeApi';
export { renderPage, type RenderOptions } from './render';
export { withGivenAnswers } from './routeCalls';
export { hydrateFirstScreen, type FirstScreenCase } from './firstScreen';
export { DEMO_CAMPAIGN } from './campaign';
