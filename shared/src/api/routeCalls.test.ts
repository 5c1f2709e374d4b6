import { waitFor } from '@testing-library/react';
import { fakeApi } from '../testing';
import { useSession } from '../session/store';
import { apiCall } from './client';
import { REFRESH_PATH } from './refresh';
import { giveRouteAnswers, knownRouteAnswer, startRouteCalls } from './routeCalls';

const CONTESTS = { url: '/s1/contest', params: { page: 0, limit: 8 } };

/** A server that numbers its answers, so a test can tell which request an answer came from. */
function fakeServer(expiredAccess?: string) {
  let answered = 0;
  const { calls } = fakeApi({
    [`POST ${REFRESH_PATH}`]: { httpCode: 200, data: { accessToken: 'access-2', refreshToken: 'refresh-2' } },
    'GET /s1/*': ({ headers }) => {
      if (headers.Authorization === `Bearer ${expiredAccess}`) return { httpCode: 401, message: 'Token expired.' };
      answered += 1;
      return { httpCode: 200, data: { answer: answered, language: headers['Accept-Language'] } };
    },
  });
  return calls;
}

const contests = (params: Record<string, number> = CONTESTS.params) =>
  apiCall<{ answer: number; language: string }>({ method: 'GET', url: CONTESTS.url, params });

beforeEach(() => {
  window.history.pushState({}, '', '/contest');
  useSession
    .getState()
    .login({ id: 'm1', email: 'member@example.com' }, { accessToken: 'access-1', refreshToken: 'r' });
  useSession.getState().setLanguage('en');
});

afterEach(() => {
  jest.useRealTimers();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('the calls the shell starts for the route it opens', () => {
  it("gives the page's own call the answer already on its way, without asking the server again", async () => {
    const calls = fakeServer();
    startRouteCalls([CONTESTS]);
    expect(calls).toHaveLength(1);
    expect((await contests()).data?.answer).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('starts nothing for a call whose answer the page was given (a first screen the server sent)', async () => {
    const calls = fakeServer();
    giveRouteAnswers({ '/api/s1/contest?page=0&limit=8': { httpCode: 200, data: { answer: 0, language: 'en' } } });
    startRouteCalls([CONTESTS]);
    giveRouteAnswers({});
    expect(calls).toHaveLength(0);
  });

  it('starts nothing when the address holds a query key with which the page asks for something else', async () => {
    const calls = fakeServer();
    const filtered = { ...CONTESTS, unlessQuery: ['filter', 'page'] };
    window.history.pushState({}, '', '/contest?page=2');
    startRouteCalls([filtered]);
    window.history.pushState({}, '', '/contest?shown=2&filter=live');
    startRouteCalls([filtered]);
    expect(calls).toHaveLength(0);
    window.history.pushState({}, '', '/contest?shown=2');
    startRouteCalls([filtered]);
    expect(calls).toHaveLength(1);
    expect((await contests()).data?.answer).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('gives it once: the next call (a reload, a retry) asks the server', async () => {
    const calls = fakeServer();
    startRouteCalls([CONTESTS]);
    await contests();
    expect((await contests()).data?.answer).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('leaves a call at another address, or of another method, to ask the server', async () => {
    const calls = fakeServer();
    startRouteCalls([CONTESTS]);
    expect((await contests({ page: 1, limit: 8 })).data?.answer).toBe(2);
    await apiCall({ method: 'POST', url: CONTESTS.url, params: CONTESTS.params });
    expect(calls.map(({ method, params }) => `${method} ${params.page}`)).toEqual(['GET 0', 'GET 1', 'POST 0']);
  });

  it('does not give the answer to a page of another route, language or session', async () => {
    const calls = fakeServer();
    startRouteCalls([CONTESTS]);
    window.history.pushState({}, '', '/rewards');
    await contests();
    startRouteCalls([CONTESTS]);
    useSession.getState().setLanguage('fr');
    await contests();
    startRouteCalls([CONTESTS]);
    useSession
      .getState()
      .login({ id: 'm2', email: 'other@example.com' }, { accessToken: 'access-3', refreshToken: 'r' });
    const answer = await contests();
    expect(answer.data?.language).toBe('fr');
    // Each page asked again: 3 started, 3 of its own.
    expect(calls).toHaveLength(6);
  });

  it('refreshes the session and asks again when the started call finds the token expired', async () => {
    const calls = fakeServer('access-1');
    startRouteCalls([CONTESTS]);
    const answer = await contests();
    expect(answer.httpCode).toBe(200);
    expect(useSession.getState().accessToken).toBe('access-2');
    expect(calls.map(({ url }) => url)).toEqual([CONTESTS.url, REFRESH_PATH, CONTESTS.url]);
  });

  it('drops an answer its page has not taken within 30 seconds', async () => {
    jest.useFakeTimers();
    const calls = fakeServer();
    startRouteCalls([CONTESTS]);
    jest.advanceTimersByTime(30_000);
    jest.useRealTimers();
    expect((await contests()).data?.answer).toBe(2);
    expect(calls).toHaveLength(2);
  });
});

describe("answers given to the page's first render (docs/decisions.md 145)", () => {
  const request = { method: 'GET' as const, ...CONTESTS };
  const ok = { httpCode: 200, data: { answer: 0 } };
  afterEach(() => giveRouteAnswers({}));

  it("are read, never taken, by their call's address, until new ones replace them", () => {
    giveRouteAnswers({ '/api/s1/contest?page=0&limit=8': ok });
    expect(knownRouteAnswer(request)).toBe(ok);
    expect(knownRouteAnswer(request)).toBe(ok);
    expect(knownRouteAnswer({ ...request, params: { page: 1, limit: 8 } })).toBeUndefined();
    expect(knownRouteAnswer({ ...request, method: 'POST' })).toBeUndefined();
    giveRouteAnswers({});
    expect(knownRouteAnswer(request)).toBeUndefined();
  });

  it("leave a failed answer, and a call the shell started, to the page's own call", async () => {
    giveRouteAnswers({ '/api/s1/contest?page=0&limit=8': { httpCode: 401, message: 'Token expired.' } });
    expect(knownRouteAnswer(request)).toBeUndefined();
    giveRouteAnswers({});
    const calls = fakeServer();
    startRouteCalls([CONTESTS]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(knownRouteAnswer(request)).toBeUndefined();
    expect((await contests()).data?.answer).toBe(1);
    expect(calls).toHaveLength(1);
  });
});

describe("the picture a started call's answer names", () => {
  const WITH_PICTURE = { ...CONTESTS, picture: 'cardHeaderImage' };
  const answering = (data: unknown, httpCode = 200) => fakeApi({ 'GET /s1/*': { httpCode, data } });
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (link) => `${link.as} ${link.getAttribute('fetchpriority')} ${link.href}`,
    );

  it("is asked for as soon as the answer arrives, the first item's, at the priority the page's image asks with", async () => {
    answering({ content: [{ cardHeaderImage: '/api/s1/activity/images/games.svg' }, { cardHeaderImage: '/b.svg' }] });
    startRouteCalls([WITH_PICTURE]);
    await waitFor(() => expect(preloads()).toEqual(['image high http://localhost/api/s1/activity/images/games.svg']));
  });

  it.each([
    ['a failed answer', { content: [{ cardHeaderImage: '/a.svg' }] }, 500],
    ['an empty list', { content: [] }, 200],
    ['an item without a picture', { content: [{ cardHeaderImage: null }] }, 200],
    ['an address that runs script', { content: [{ cardHeaderImage: 'javascript:alert(1)' }] }, 200],
    ['an answer that is no list', { cardHeaderImage: '/a.svg' }, 200],
  ])('is not asked for after %s', async (_case, data, httpCode) => {
    answering(data, httpCode);
    startRouteCalls([WITH_PICTURE]);
    await contests();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });

  it('is not asked for when the route declares no picture, or the member has left the route', async () => {
    answering({ content: [{ cardHeaderImage: '/a.svg' }] });
    startRouteCalls([CONTESTS]);
    await contests();
    startRouteCalls([WITH_PICTURE]);
    window.history.pushState({}, '', '/rewards');
    await contests();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });
});
