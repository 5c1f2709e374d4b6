import { moneyLine } from './rewardRules';

describe('the money line of a reward', () => {
  it.each([
    ['PHYSICAL', 2, 5, 'price'],
    ['PHYSICAL', 10, 0, 'priceOnly'],
    ['PHYSICAL', 0, 4.99, 'shippingOnly'],
    ['PHYSICAL', 0, 0, undefined],
    ['DIGITAL', 5, 0, undefined],
  ] as const)('a %s reward priced %d with shipping %d says %s', (type, redeemPrice, shippingCharge, line) => {
    expect(moneyLine({ type, redeemPrice, shippingCharge })).toBe(line);
  });
});
