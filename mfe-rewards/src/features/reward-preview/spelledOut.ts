import { countryName } from '@portal/kit';

/**
 * The shipping rule asks for at least 3 characters of state and country (docs/product/validation.md,
 * Shipping address), while the member's profile and the address finder hold codes ("NY", "US"). The
 * shipping form writes such codes out, so a prefilled or chosen address passes the rule it is checked
 * against. The order keeps English names, since whoever ships it reads them; the member reads and types the
 * country in their own language, and the form turns one into the other (shownCountry, shippedCountry).
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

/** A two-letter country code as its name in `language` ("US" → "États-Unis" in French); anything else as it is. */
export function spelledOutCountry(country: string, language: string): string {
  const code = country.trim();
  return TWO_LETTERS.test(code) ? countryName(code, language) : country;
}

/** A name compared without case, accents or the kind of apostrophe ("etats-unis" is "États-Unis"). */
const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’`]/g, "'").trim().toLowerCase();

const codesByName = new Map<string, ReadonlyMap<string, string>>();

/** Every region the browser can name in `language`, by its plain name; built once per language. */
function regionCodes(language: string): ReadonlyMap<string, string> {
  const known = codesByName.get(language);
  if (known) return known;
  const names = new Map<string, string>();
  const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const name = display.of(first + second);
      if (name) names.set(plain(name), first + second);
    }
  }
  codesByName.set(language, names);
  return names;
}

/** A country name the member typed in their language, as the order keeps it: in English. Anything else as it is. */
export function shippedCountry(country: string, language: string): string {
  const code = regionCodes(language).get(plain(country));
  return code ? countryName(code, 'en') : country;
}

/** A country the order keeps in English, as the member reads it: in their language. Anything else as it is. */
export function shownCountry(country: string, language: string): string {
  const code = regionCodes('en').get(plain(country));
  return code ? countryName(code, language) : country;
}

/** A United States postal code of a state as its name ("NY" → "New York") when the country is the US; anything else as it is. */
export function spelledOutState(state: string, country: string): string {
  const inUs = ['US', 'USA', 'UNITED STATES'].includes(country.trim().toUpperCase());
  return (inUs && US_STATES[state.trim().toUpperCase()]) || state;
}
