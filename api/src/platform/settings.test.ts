import { positiveInteger, wholeNumberSetting } from './settings';

describe('module settings from the environment', () => {
  it('takes the fallback when the setting is unset or empty', () => {
    expect(positiveInteger({}, 'LIMIT', 7)).toBe(7);
    expect(wholeNumberSetting({ INTERVAL: '' }, 'INTERVAL', 60)).toBe(60);
  });

  it('reads a whole number', () => {
    expect(positiveInteger({ LIMIT: '12' }, 'LIMIT', 7)).toBe(12);
    expect(wholeNumberSetting({ INTERVAL: '0' }, 'INTERVAL', 60)).toBe(0);
  });

  it('stops the start on zero where zero cannot mean off, naming the setting and the value', () => {
    expect(() => positiveInteger({ LIMIT: '0' }, 'LIMIT', 7)).toThrow('LIMIT must be a positive integer, got "0".');
  });

  it.each(['-1', '1.5', 'ten', '60s'])('refuses %s', (value) => {
    expect(() => positiveInteger({ LIMIT: value }, 'LIMIT', 7)).toThrow(`got "${value}"`);
    expect(() => wholeNumberSetting({ INTERVAL: value }, 'INTERVAL', 60)).toThrow(
      `INTERVAL must be a whole number (0 turns it off), got "${value}".`,
    );
  });
});
