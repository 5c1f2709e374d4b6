import { SURVEY_QUESTION } from './testActivity';
import { neighbours } from './neighbours';
import { completionOutcome, eventIdOf } from './outcome';
import { choose, quizErrors } from './quizRules';
import { referralProblems } from './ReferActivity';
import { shareUrl } from './shareRules';
import { surveyUrl } from './ExternalSurvey';

describe('what a completion tells the member', () => {
  it('earned on a truthy credit, maximum on a falsy one or a failure without message, sorry with one', () => {
    expect(completionOutcome({ httpCode: 200, data: { points: 20, pointBalance: 40 } })).toEqual({
      kind: 'earned',
      points: 20,
      pointBalance: 40,
    });
    expect(completionOutcome({ httpCode: 200, data: null })).toEqual({ kind: 'maximum' });
    expect(completionOutcome({ httpCode: 500 })).toEqual({ kind: 'maximum' });
    expect(completionOutcome({ httpCode: 422, errors: [{ message: 'Too early.' }], message: 'x' })).toEqual({
      kind: 'sorry',
      message: 'Too early',
    });
  });

  it('treats an empty or "none" event id as no event', () => {
    expect(eventIdOf({ httpCode: 200, data: 'e1' })).toBe('e1');
    expect(eventIdOf({ httpCode: 200, data: 'none' })).toBeNull();
    expect(eventIdOf({ httpCode: 200, data: '' })).toBeNull();
    expect(eventIdOf({ httpCode: 404, data: 'e1' })).toBeNull();
  });
});

describe('the page rules', () => {
  it('finds Previous and Next, none at the ends', () => {
    expect(neighbours(['a', 'b', 'c'], 'b')).toEqual({ previous: 'a', next: 'c' });
    expect(neighbours(['a', 'b'], 'a')).toEqual({ previous: null, next: 'b' });
    expect(neighbours(['a'], 'z')).toEqual({ previous: null, next: null });
  });

  it('asks each required question once, by its kind', () => {
    const text = { ...SURVEY_QUESTION, id: 't', type: 'text' as const };
    const optional = { ...SURVEY_QUESTION, id: 'o', isRequired: false };
    expect(quizErrors([SURVEY_QUESTION, text, optional], { t: ['  '] })).toEqual({
      q: 'optionRequired',
      t: 'answerRequired',
    });
    expect(choose(SURVEY_QUESTION, ['a'], 'b', true)).toEqual(['b']);
    const box = { ...SURVEY_QUESTION, type: 'checkbox' as const };
    expect(choose(box, ['a'], 'b', true)).toEqual(['a', 'b']);
    expect(choose(box, ['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('checks referral addresses: blanks skipped, at least one, valid and at most 100 characters', () => {
    expect(referralProblems(['', ' '])).toEqual({ fields: [null, null], form: 'refer.needOne' });
    expect(referralProblems(['a@example.com', 'nope', `${'a'.repeat(95)}@example.com`]).fields).toEqual([
      null,
      'refer.invalid',
      'refer.invalid',
    ]);
  });

  it('builds the share and survey addresses with the text and event id encoded', () => {
    expect(shareUrl('twitter', 'Hi & bye', 'https://p.example')).toBe(
      'https://twitter.com/intent/tweet?text=Hi%20%26%20bye&url=https%3A%2F%2Fp.example',
    );
    expect(shareUrl('facebook', 'x', 'https://p.example')).toMatch(/^https:\/\/www\.facebook\.com\/sharer/);
    expect(shareUrl('myspace', 'x', 'https://p.example')).toBeNull();
    expect(surveyUrl('/api/s1/survey/external/{eventId}', 'e 1', 'en')).toBe('/api/s1/survey/external/e%201');
    expect(surveyUrl('/api/s1/survey/external/{eventId}?lang={lang}', 'e1', 'es')).toBe(
      '/api/s1/survey/external/e1?lang=es',
    );
  });
});
