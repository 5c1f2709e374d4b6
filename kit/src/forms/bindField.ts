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
}

/**
 * Binds form fields to Field props: `const bind = fieldBinder(form, errorOf)`, then
 * `<Field label={fieldLabel('email')} type="email" {...bind('email')} />`. errorOf gives the field's shown
 * message (stateless: the page brings its own translation); mask rewrites each typed value before it is set.
 */
export function fieldBinder<V>(form: BindableForm<V>, errorOf: (field: keyof V) => string | undefined) {
  return <K extends StringField<V>>(field: K, mask?: (value: string) => string): BoundField => ({
    value: form.values[field] as string,
    error: errorOf(field),
    onValue: (value) => form.set(field, (mask ? mask(value) : value) as V[K]),
  });
}
