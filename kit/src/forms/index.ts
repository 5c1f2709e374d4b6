/**
 * The form kit: fields, the form hook, address fields with the address finder, captcha, consents and
 * the form styles, with their own strings. Stateless like the rest of the kit: what needs the page's
 * session (the API client, the campaign) comes in as props.
 */
export { Field, SelectField } from './Field';
export { useForm, type Errors } from './useForm';
export { AddressFields, EMPTY_ADDRESS, addressCoordinates, type AddressValues } from './AddressFields';
export { ADDRESS_LOOKUP_PATH, lookupAddresses, type ApiCall, type ApiRequest } from './addressLookup';
export { LOOKUP_DEBOUNCE_MS, LOOKUP_MIN_LENGTH } from './useAddressSuggestions';
export { Captcha, CAPTCHA_V3_REFRESH_MS } from './Captcha';
export { ConsentFields } from './ConsentFields';
export { failureMessages } from './failureMessages';
export { useFieldLabel, useGenderOptions, type FieldName, type GenderChoice } from './labels';
export { FORMS_NS, formsTranslations } from './translations';
export { Actions, CheckRow, ErrorText, FieldBox, FieldGrid, FormCard, Notice } from './styles';
