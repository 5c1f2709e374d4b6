import { countryName } from '@portal/kit';

/**
 * The shipping rule asks for at least 3 characters of state and country (docs/product/validation.md,
 * Shipping address), while the member's profile and the address finder hold codes ("NY", "US"). The
 * shipping form writes such codes out, so a prefilled or chosen address passes the rule it is checked
 * against. Names are in English: the address is read by whoever ships the order, not shown back to the
 * member in their language.
 */

/** The United States' postal codes of states, the District and the territories, written out. */
const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
};

const TWO_LETTERS = /^[A-Za-z]{2}$/;

/** A two-letter country code as its English name ("US" → "United States"); anything else as it is. */
export function spelledOutCountry(country: string): string {
  const code = country.trim();
  return TWO_LETTERS.test(code) ? countryName(code, 'en') : country;
}

/** A United States postal code of a state as its name ("NY" → "New York") when the country is the US; anything else as it is. */
export function spelledOutState(state: string, country: string): string {
  const inUs = ['US', 'USA', 'UNITED STATES'].includes(country.trim().toUpperCase());
  return (inUs && US_STATES[state.trim().toUpperCase()]) || state;
}
