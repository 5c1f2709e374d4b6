import { checkShippingField } from '@portal/kit';
import { shippingChanges } from './addressForm';
import { spelledOutCountry, spelledOutState } from './spelledOut';

describe('state and country codes written out for the shipping rule', () => {
  it('writes out a US state code and a country code, which then pass the rule the codes fail', () => {
    expect([checkShippingField('state', 'NY'), checkShippingField('country', 'US')]).not.toEqual([null, null]);
    expect(spelledOutState('ny', 'US')).toBe('New York');
    expect(spelledOutState('DC', 'United States')).toBe('District of Columbia');
    expect(spelledOutCountry('us')).toBe('United States');
    expect(checkShippingField('state', spelledOutState('NY', 'US'))).toBeNull();
    expect(checkShippingField('country', spelledOutCountry('US'))).toBeNull();
  });

  it('leaves names, unknown codes, other countries and empty fields as they are', () => {
    expect(spelledOutState('Texas', 'US')).toBe('Texas');
    expect(spelledOutState('ZZ', 'US')).toBe('ZZ');
    expect(spelledOutState('ON', 'CA')).toBe('ON');
    expect(spelledOutState('', 'US')).toBe('');
    expect(spelledOutCountry('USA')).toBe('USA');
    expect(spelledOutCountry('Canada')).toBe('Canada');
    expect(spelledOutCountry('')).toBe('');
  });

  it("writes out the state of an address the finder suggests, for the finder's country", () => {
    expect(shippingChanges({ address: '1 Main St', state: 'TX', zip: '78701' }, 'US')).toEqual({
      address: '1 Main St',
      state: 'Texas',
      zip: '78701',
    });
    expect(shippingChanges({ city: 'Austin' }, 'US')).toEqual({ city: 'Austin' });
  });
});
