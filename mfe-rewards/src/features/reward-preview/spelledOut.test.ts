import { type MemberProfile, checkShippingField } from '@portal/kit';
import { shippingChanges, shippingForOrder, shippingFromProfile } from './addressForm';
import { shippedCountry, shownCountry, spelledOutCountry, spelledOutState } from './spelledOut';

describe('state and country codes written out for the shipping rule', () => {
  it('writes out a US state code and a country code, which then pass the rule the codes fail', () => {
    expect([checkShippingField('state', 'NY'), checkShippingField('country', 'US')]).not.toEqual([null, null]);
    expect(spelledOutState('ny', 'US')).toBe('New York');
    expect(spelledOutState('DC', 'United States')).toBe('District of Columbia');
    expect(spelledOutCountry('us', 'en')).toBe('United States');
    expect(checkShippingField('state', spelledOutState('NY', 'US'))).toBeNull();
    expect(checkShippingField('country', spelledOutCountry('US', 'en'))).toBeNull();
  });

  it('leaves names, unknown codes, other countries and empty fields as they are', () => {
    expect(spelledOutState('Texas', 'US')).toBe('Texas');
    expect(spelledOutState('ZZ', 'US')).toBe('ZZ');
    expect(spelledOutState('ON', 'CA')).toBe('ON');
    expect(spelledOutState('', 'US')).toBe('');
    expect(spelledOutCountry('USA', 'fr')).toBe('USA');
    expect(spelledOutCountry('Canada', 'fr')).toBe('Canada');
    expect(spelledOutCountry('', 'fr')).toBe('');
  });

  it("writes out the state of an address the finder suggests, for the finder's country", () => {
    expect(shippingChanges({ address: '1 Main St', state: 'TX', zip: '78701' }, 'US', 'en')).toEqual({
      address: '1 Main St',
      state: 'Texas',
      zip: '78701',
    });
    expect(shippingChanges({ city: 'Austin' }, 'US', 'en')).toEqual({ city: 'Austin' });
  });

  it("fills the country of a chosen suggestion in the member's language; typed fields leave it", () => {
    const chosen = {
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      latitude: '30.2',
      longitude: '-97.7',
    };
    expect(shippingChanges(chosen, 'US', 'es')).toMatchObject({ state: 'Texas', country: 'Estados Unidos' });
    expect(shippingChanges(chosen, 'US', 'en')).toMatchObject({ country: 'United States' });
    expect(shippingChanges({ latitude: '', longitude: '' }, 'US', 'es')).not.toHaveProperty('country');
    expect(shippingChanges({ address: '1 Main' }, 'US', 'es')).not.toHaveProperty('country');
  });

  it("prefills the country in the member's language and sends it to the order in English", () => {
    const profile: MemberProfile = {
      ...{ id: 'm1', email: 'dana@example.com', refCode: 'R1', intakeSurveySubmitted: true, profileBonusAwarded: true },
      ...{ address: '350 5th Ave', city: 'New York', state: 'NY', country: 'US', zip: '10118' },
    };
    const french = shippingFromProfile(profile, 'fr');
    expect(french.country).toBe('États-Unis');
    expect(shippingFromProfile(profile, 'es').country).toBe('Estados Unidos');
    expect(shippingForOrder(french, 'fr')).toEqual({ ...french, country: 'United States' });
  });

  it('reads a typed country without case or accents, and leaves what names no country as it is', () => {
    expect(shippedCountry('  etats-unis ', 'fr')).toBe('United States');
    expect(shippedCountry('México', 'es')).toBe('Mexico');
    expect(shippedCountry('Côte d’Ivoire', 'fr')).toBe('Côte d’Ivoire');
    expect(shippedCountry('Narnia', 'fr')).toBe('Narnia');
    expect(shippedCountry('', 'es')).toBe('');
  });

  it("shows an order's English country in the member's language, and anything else as it was kept", () => {
    expect(shownCountry('United States', 'fr')).toBe('États-Unis');
    expect(shownCountry('united states', 'es')).toBe('Estados Unidos');
    expect(shownCountry('United States', 'en')).toBe('United States');
    expect(shownCountry('Pays imaginaire', 'fr')).toBe('Pays imaginaire');
  });
});
