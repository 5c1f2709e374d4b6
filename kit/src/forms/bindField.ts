/** The keys of V whose values are strings: the ones a text, date or select field can edit. */
export type StringField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** What fieldBinder needs of a form: useForm's values and setter. */
export interface BindableForm<V> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
}

/** The props that tie a Field, SelectField or TextAreaField to one useForm field. */
export interface BoundField {
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
  /** Where typing stops: the API's limit for the field, when the binder was given one. */
  maxLength?: number;
}

/**
 * Binds form fields to Field props: `const bind = fieldBinder(form, errorOf)`, then
 * `<Field label={fieldLabel('email')} type="email" {...bind('email')} />`. errorOf gives the field's shown
 * message (stateless: the page brings its own translation); mask rewrites each typed value before it is set;
 * maxLengths, by field name, stop typing at the API's limits (PROFILE_TEXT_MAX_LENGTH for the identity forms).
 */
export function fieldBinder<V>(
  form: BindableForm<V>,
  errorOf: (field: keyof V) => string | undefined,
  maxLengths: Partial<Record<string, number>> = {},
) {
  return <K extends StringField<V>>(field: K, mask?: (value: string) => string): BoundField => {
    const maxLength = maxLengths[field as string];
    return {
      value: form.values[field] as string,
      error: errorOf(field),
      onValue: (value) => form.set(field, (mask ? mask(value) : value) as V[K]),
      ...(maxLength === undefined ? {} : { maxLength }),
    };
  };
}
