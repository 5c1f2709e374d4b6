import type { AddressSuggestion } from '../contracts';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ErrorText, FieldBox } from './styles';
import type { ApiCall } from './addressLookup';
import { useFormsTranslation } from './labels';
import { Popup, SuggestionList, SuggestionStatus } from './comboboxStyles';
import { useAddressSuggestions } from './useAddressSuggestions';

interface Props {
  api: ApiCall;
  label: string;
  value: string;
  /** Where typing stops (the API's limit); a chosen suggestion is taken whole. */
  maxLength: number;
  country: string;
  error?: string | undefined;
  hint: ReactNode;
  onType: (text: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
}

/**
 * The address finder: an ARIA 1.2 combobox over the lookup API's suggestions (arrow keys and Enter
 * choose, Escape closes). Typed text stays the value when nothing is chosen.
 */
export function AddressCombobox({ api, label, value, maxLength, country, error, hint, onType, onChoose }: Props) {
  const { t } = useFormsTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { status, suggestions } = useAddressSuggestions(api, value, country, open);
  const expanded = open && status === 'ready' && suggestions.length > 0;
  const message =
    open && status === 'loading'
      ? t('addressFinder.searching')
      : open && status === 'ready' && !expanded
        ? t('addressFinder.noneFound')
        : '';
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(suggestion: AddressSuggestion) {
    onChoose(suggestion);
    setOpen(false);
    setActive(-1);
  }

  function move(step: number) {
    if (expanded) setActive((current) => (current + step + suggestions.length) % suggestions.length);
    else setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Only here does Enter choose; otherwise it submits the form as usual.
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Popup>
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="street-address"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          value={value}
          maxLength={maxLength}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            onType(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <SuggestionList
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('addressFinder.suggestions')}
          hidden={!expanded}
        >
          {expanded &&
            suggestions.map((suggestion, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys (aria-activedescendant)
              <li
                key={suggestion.address}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the input, so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.address}
              </li>
            ))}
        </SuggestionList>
        <SuggestionStatus role="status">{message}</SuggestionStatus>
      </Popup>
      <div id={`${id}-hint`}>{hint}</div>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}
