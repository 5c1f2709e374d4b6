import { isSuccess, type AddressSuggestion } from '../contracts';
import { useEffect, useState } from 'react';
import { lookupAddresses, type ApiCall } from './addressLookup';

export const LOOKUP_DEBOUNCE_MS = 250;
/** The API answers from 3 characters on; fewer would match half the directory anyway. */
export const LOOKUP_MIN_LENGTH = 3;

export type LookupStatus = 'idle' | 'loading' | 'ready';

/**
 * Suggestions for what the member typed, once typing pauses. A failed lookup shows as no suggestion:
 * the finder is a help, and free text keeps working without it.
 */
export function useAddressSuggestions(api: ApiCall, text: string, country: string, enabled: boolean) {
  const [state, setState] = useState<{ status: LookupStatus; suggestions: AddressSuggestion[] }>({
    status: 'idle',
    suggestions: [],
  });
  const query = text.trim();
  const active = enabled && query.length >= LOOKUP_MIN_LENGTH;

  useEffect(() => {
    if (!active) {
      setState({ status: 'idle', suggestions: [] });
      return undefined;
    }
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(() => {
      void lookupAddresses(api, query.slice(0, 100), country).then((envelope) => {
        // An answer to an older query must not replace the newer one's.
        if (current)
          setState({ status: 'ready', suggestions: isSuccess(envelope) ? (envelope.data?.content ?? []) : [] });
      });
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, active, query, country]);

  return state;
}
