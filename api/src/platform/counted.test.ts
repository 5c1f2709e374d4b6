import { counted } from './counted';

test('says one thing in the singular and any other number in the plural', () => {
  expect(counted(1, 'code')).toBe('1 code');
  expect(counted(0, 'code')).toBe('0 codes');
  expect(counted(2, 'ledger entry', 'ledger entries')).toBe('2 ledger entries');
});
