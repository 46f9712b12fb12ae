import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * The values and errors of a form of text fields: `field(name)` binds a MUI TextField (value,
 * error, helper text; typing clears that field's error); `submit(onValid)` validates and calls
 * `onValid` only when nothing is wrong. Nothing typed is lost on an error.
 */
export function useFormFields<V extends { [K in keyof V]: string }>(initial: V | (() => V), validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const field = useCallback(
    (name: keyof V & string) => ({
      name,
      value: values[name],
      error: Boolean(errors[name]),
      helperText: errors[name],
      fullWidth: true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    }),
    [values, errors],
  );
  const submit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).every((message) => !message)) onValid(values);
  };
  return { values, setValues, errors, setErrors, field, submit };
}
