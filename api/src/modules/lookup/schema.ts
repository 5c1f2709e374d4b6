import { type Static, Type } from '@sinclair/typebox';
import type { AddressLookupQuery, AddressSuggestion } from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';

/** JSON schemas of the lookup calls. The assertions at the end keep them equal to the shared contract. */

export const AddressLookupQuerySchema = Type.Object({
  q: Type.String({
    minLength: 3,
    maxLength: 100,
    description: 'What the member typed: part of a street, a city or a zip.',
  }),
  country: Type.String({ pattern: '^[A-Z]{2}$', description: "ISO 3166-1 alpha-2; one of the campaign's countries." }),
});

export const AddressSuggestionSchema = Type.Object({
  address: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  country: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});

export const AddressSuggestionsSchema = Type.Object({ content: Type.Array(AddressSuggestionSchema) });

export type ContractChecks = [
  Assert<Same<Static<typeof AddressLookupQuerySchema>, AddressLookupQuery>>,
  Assert<Same<Static<typeof AddressSuggestionSchema>, AddressSuggestion>>,
];
