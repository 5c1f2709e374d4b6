import type { AddressSuggestion } from '@portal/kit/contracts';
import type { Db } from '../../db/db';

/**
 * Where suggestions come from. The local default searches the address_directory table; a remote
 * maps provider (ADDRESS_LOOKUP_URL, README "Address lookup") would be a second implementation.
 */
export interface AddressLookupAdapter {
  /** Suggestions in `country` matching `text`, best first, at most `limit`. */
  search(text: string, country: string, limit: number): Promise<AddressSuggestion[]>;
}

/** A directory row is a suggestion less the display line, which is built from it. */
type DirectoryRow = Omit<AddressSuggestion, 'address'>;

// The member's text is data, not a pattern: LIKE wildcards in it match themselves.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Case-insensitive prefix or contains match on street, city or zip (or the whole line); prefixes rank first. */
export function createLocalAddressLookup(db: Db): AddressLookupAdapter {
  return {
    async search(text, country, limit) {
      const rows = await db.query<DirectoryRow>(
        `select street, city, state, zip, country, latitude, longitude
           from address_directory
          where country = $1
            and (street ilike '%' || $2 || '%' or city ilike '%' || $2 || '%' or zip like $2 || '%'
                 or (street || ', ' || city || ', ' || state || ' ' || zip) ilike '%' || $2 || '%')
          order by (street ilike $2 || '%' or city ilike $2 || '%' or zip like $2 || '%') desc, city, street
          limit $3`,
        [country, escapeLike(text.trim()), limit],
      );
      return rows.map((row) => ({
        address: `${row.street}, ${row.city}, ${row.state} ${row.zip}`,
        street: row.street,
        city: row.city,
        state: row.state,
        zip: row.zip,
        country: row.country.trim(),
        latitude: row.latitude,
        longitude: row.longitude,
      }));
    },
  };
}
