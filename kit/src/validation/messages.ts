import { defineTranslations } from '../i18n/define';

/** The messages of docs/product/validation.md, Messages (English exactly as written there). */
const en = {
  minLength: 'Should not be less then {{count}}.',
  maxLength: 'Should not be greater then {{count}}.',
  notEmpty: 'Should not be empty.',
  hasNumeric: 'Should be contain number',
  noNumeric: 'Should not be contain number',
  hasAlpha: 'Should be contain alphabets',
  email: 'Please enter a valid email address.',
  upperCase: 'Should have atleast one Upper Case latter.',
  lowerCase: 'Should have atleast one Lower Case latter.',
  specialChar: 'Should have atleast one special letter.',
  required: '{{field}} is required.',
  invalidBirth: 'Invalid Birth Date.',
  minAge: 'You must be at least {{age}} years old.',
  passwordRule:
    'Your password must be between {{min}} and {{max}} characters. It must contain at least one uppercase and one special character.',
  passwordMismatch: 'Password and confirm password should be same.',
  emailMismatch: "Your emails don't match.",
  firstNameChars: 'First name must not contain any numeric digit and special character except the hyphen (-)',
  lastNameChars: 'Last name must not contain any numeric digit and special character except the hyphen (-)',
  phone: 'Please enter a valid US phone number.',
  captcha: 'Error! Please select captcha.',
  loginCaptcha: 'Please select captcha.',
  loginEmailEmpty: 'Email Address should not be empty.',
  loginPasswordEmpty: 'Password Should not be empty.',
  labelEmpty: '{{label}} Should not be empty.',
  invalidField: 'Error: Invalid {{field}}!',
  productCode: 'Product code must be 8,9,10,12 or 14 digits.',
  selectOption: 'Please select.',
  atLeastOneCode: 'Enter at least one code',
  contactNameRequired: 'Name is required.',
  contactEmailRequired: 'Email is required.',
  contactMessageRequired: 'Message is required.',
  contactMessageMin: 'Please enter a valid at least 3 characters message.',
  contactCaptcha: 'Please check Captcha',
};

export const VALIDATION_NAMESPACE = 'validation';
export const validationTranslations = defineTranslations({
  en,
  fr: {
    minLength: 'Ne doit pas contenir moins de {{count}} caractères.',
    maxLength: 'Ne doit pas contenir plus de {{count}} caractères.',
    notEmpty: 'Ne doit pas être vide.',
    hasNumeric: 'Doit contenir un chiffre',
    noNumeric: 'Ne doit pas contenir de chiffre',
    hasAlpha: 'Doit contenir des lettres',
    email: 'Veuillez saisir une adresse e-mail valide.',
    upperCase: 'Doit contenir au moins une lettre majuscule.',
    lowerCase: 'Doit contenir au moins une lettre minuscule.',
    specialChar: 'Doit contenir au moins un caractère spécial.',
    required: '{{field}} est obligatoire.',
    invalidBirth: 'Date de naissance invalide.',
    minAge: 'Vous devez avoir au moins {{age}} ans.',
    passwordRule:
      'Votre mot de passe doit contenir entre {{min}} et {{max}} caractères, dont au moins une majuscule et un caractère spécial.',
    passwordMismatch: 'Le mot de passe et sa confirmation doivent être identiques.',
    emailMismatch: 'Vos adresses e-mail ne correspondent pas.',
    firstNameChars: 'Le prénom ne doit contenir ni chiffre ni caractère spécial, sauf le trait d’union (-)',
    lastNameChars: 'Le nom ne doit contenir ni chiffre ni caractère spécial, sauf le trait d’union (-)',
    phone: 'Veuillez saisir un numéro de téléphone américain valide.',
    captcha: 'Erreur\u00a0! Veuillez cocher le captcha.',
    loginCaptcha: 'Veuillez cocher le captcha.',
    loginEmailEmpty: 'L’adresse e-mail ne doit pas être vide.',
    loginPasswordEmpty: 'Le mot de passe ne doit pas être vide.',
    labelEmpty: '{{label}} ne doit pas être vide.',
    invalidField: 'Erreur\u00a0: {{field}} invalide\u00a0!',
    productCode: 'Le code produit doit comporter 8, 9, 10, 12 ou 14 chiffres.',
    selectOption: 'Veuillez choisir.',
    atLeastOneCode: 'Saisissez au moins un code',
    contactNameRequired: 'Le nom est obligatoire.',
    contactEmailRequired: 'L’e-mail est obligatoire.',
    contactMessageRequired: 'Le message est obligatoire.',
    contactMessageMin: 'Veuillez saisir un message d’au moins 3 caractères.',
    contactCaptcha: 'Veuillez cocher le captcha',
  },
  es: {
    minLength: 'No debe tener menos de {{count}} caracteres.',
    maxLength: 'No debe tener más de {{count}} caracteres.',
    notEmpty: 'No debe estar vacío.',
    hasNumeric: 'Debe contener un número',
    noNumeric: 'No debe contener números',
    hasAlpha: 'Debe contener letras',
    email: 'Introduce un correo electrónico válido.',
    upperCase: 'Debe tener al menos una letra mayúscula.',
    lowerCase: 'Debe tener al menos una letra minúscula.',
    specialChar: 'Debe tener al menos un carácter especial.',
    required: '{{field}} es obligatorio.',
    invalidBirth: 'Fecha de nacimiento no válida.',
    minAge: 'Debes tener al menos {{age}} años.',
    passwordRule:
      'Tu contraseña debe tener entre {{min}} y {{max}} caracteres, con al menos una mayúscula y un carácter especial.',
    passwordMismatch: 'La contraseña y su confirmación deben ser iguales.',
    emailMismatch: 'Tus correos electrónicos no coinciden.',
    firstNameChars: 'El nombre no debe contener dígitos ni caracteres especiales, salvo el guion (-)',
    lastNameChars: 'El apellido no debe contener dígitos ni caracteres especiales, salvo el guion (-)',
    phone: 'Introduce un número de teléfono de EE. UU. válido.',
    captcha: '¡Error! Marca el captcha.',
    loginCaptcha: 'Marca el captcha.',
    loginEmailEmpty: 'El correo electrónico no debe estar vacío.',
    loginPasswordEmpty: 'La contraseña no debe estar vacía.',
    labelEmpty: '{{label}} no debe estar vacío.',
    invalidField: '¡Error: el campo {{field}} no es válido!',
    productCode: 'El código de producto debe tener 8, 9, 10, 12 o 14 dígitos.',
    selectOption: 'Selecciona una opción.',
    atLeastOneCode: 'Introduce al menos un código',
    contactNameRequired: 'El nombre es obligatorio.',
    contactEmailRequired: 'El correo electrónico es obligatorio.',
    contactMessageRequired: 'El mensaje es obligatorio.',
    contactMessageMin: 'Introduce un mensaje válido de al menos 3 caracteres.',
    contactCaptcha: 'Marca el captcha',
  },
});
export type ValidationKey = keyof typeof en;

/**
 * The word for a shipping field in "Error: Invalid {field}!": in English the field's own name, as the spec
 * writes the message ("Error: Invalid zip!"); in French and Spanish the language's word for it, where the
 * key would have shown ("Erreur : State invalide !").
 */
export const fieldWords = defineTranslations({
  en: { suite: 'suite', address: 'address', city: 'city', state: 'state', country: 'country', zip: 'zip' },
  fr: {
    suite: 'appartement',
    address: 'adresse',
    city: 'ville',
    state: 'État',
    country: 'pays',
    zip: 'code postal',
  },
  es: {
    suite: 'apartamento',
    address: 'dirección',
    city: 'ciudad',
    state: 'estado',
    country: 'país',
    zip: 'código postal',
  },
});

/** A message's values with the field it names put in the language's word (fieldWords); others as they are. */
export function withFieldWord<V extends Record<string, unknown>>(values: V, language: string): V {
  const words: Record<string, string> = language in fieldWords ? fieldWords[language as keyof typeof fieldWords] : {};
  const { field } = values;
  return typeof field === 'string' && words[field] ? { ...values, field: words[field] } : values;
}
