/**
 * The form kit: fields, the form hook, address fields with the address finder, captcha, consents and
 * the form styles, with their own strings. Stateless like the rest of the kit: what needs the page's
 * session (the API client, the campaign) comes in as props.
 */
export { Field, SelectField, TextAreaField } from './Field';
export { useForm, type Errors } from './useForm';
export { fieldBinder, type BindableForm, type BoundField, type StringField } from './bindField';
export { AddressFields, EMPTY_ADDRESS, addressCoordinates, type AddressValues } from './AddressFields';
export { type ApiCall, type ApiRequest, campaignCountry, countryName } from './addressLookup';
export { Captcha } from './Captcha';
export { ConsentFields } from './ConsentFields';
export { failureMessages } from './failureMessages';
export { useFieldLabel, useGenderOptions, type FieldName, type GenderChoice } from './labels';
export { formsTranslations } from './translations';
export { Actions, CheckRow, ErrorText, FieldBox, FieldGrid, FormCard, Notice } from './styles';
