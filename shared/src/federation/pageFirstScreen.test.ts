import type { Envelope } from '@portal/kit';
import { knownRouteAnswer } from '../api/routeCalls';
import { useSession } from '../session/store';
import { firstScreenAnswersBlock, firstScreenArea } from './firstScreenMarks';
import { dropFirstScreen, takeFirstScreen } from './pageFirstScreen';

const LIST = { url: '/s1/support/ticket', params: { page: 0, limit: 5000 } };
const ADDRESS = '/api/s1/support/ticket?page=0&limit=5000';
const hostile = '</script><script>window.hacked = true</script><!-- <img src=x onerror="window.hacked = true">';
const tickets: Envelope<unknown> = { httpCode: 200, data: { content: [{ subject: hostile }] } };

/** The main area as a server writes it with a first screen (docs/first-screen-plan.md, stage 3). */
function servePage(language = 'en') {
  document.body.innerHTML = `<main id="portal-main"><div id="portal-pages"></div>${firstScreenArea(
    'support',
    '<h1>Help Desk</h1>',
  )}${firstScreenAnswersBlock({ language, answers: { [ADDRESS]: tickets } })}</main>`;
}

beforeEach(() => useSession.getState().setLanguage('en'));
afterEach(() => dropFirstScreen());

describe('a first screen the server sent in the page', () => {
  it('carries its answers as data no answer can break out of, read back unchanged', () => {
    servePage();
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelector('img')).toBeNull();
    takeFirstScreen();
    expect(knownRouteAnswer(LIST)).toEqual(tickets);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('gives its answers once: the block leaves the page, and the area stays marked for its remote', () => {
    servePage();
    takeFirstScreen();
    expect(document.getElementById('portal-first-screen')).toBeNull();
    expect(document.getElementById('app-support')?.hasAttribute('data-first-screen')).toBe(true);
  });

  it('is dropped, answers and all, when it is in another language than the session', () => {
    servePage('fr');
    takeFirstScreen();
    expect(knownRouteAnswer(LIST)).toBeUndefined();
    const area = document.getElementById('app-support')!;
    expect(area.hasAttribute('data-first-screen')).toBe(false);
    expect(area.innerHTML).toBe('');
  });

  it('gives nothing from a block that is not the answers it should be', () => {
    document.body.innerHTML = '<script type="application/json" id="portal-first-screen">{"language":</script>';
    takeFirstScreen();
    expect(knownRouteAnswer(LIST)).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="portal-first-screen">{"language":"en"}</script>';
    takeFirstScreen();
    expect(knownRouteAnswer(LIST)).toBeUndefined();
  });
});
