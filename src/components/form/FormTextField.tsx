import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useInput } from 'react-admin';
import { useFieldLabel } from './SchemaForm';

/** The text as typed: react-admin's inputs turn an emptied field into null by default. */
const asTyped = (text: string) => text;

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label' | 'helperText'> & {
  /** The field's name in the write ('first_name'). */
  source: string;
  label: string;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  /** Rewrites what is typed as it is typed (a code's spaces; a choice's id); the text is kept as typed otherwise. */
  parse?: (text: string) => unknown;
  /** The text shown for the form's value (a number read before: '12,5'). */
  format?: (value: unknown) => string;
};

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A MUI text field (or select, with `select`) registered in the enclosing `SchemaForm` through
 * react-admin's `useInput`: its value is the text typed, its error the schema's message, shown at
 * the field.
 */
export function FormTextField({ source, label, helperText, parse = asTyped, format = textOf, fullWidth = true, id: givenId, ...props }: FormTextFieldProps) {
  const { id, field, fieldState } = useInput({ source, parse, format, id: givenId });
  useFieldLabel(source, label);
  const error = fieldState.error?.message;
  return (
    <TextField
      {...props}
      id={id}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      fullWidth={fullWidth}
      error={error !== undefined}
      helperText={error ?? helperText}
    />
  );
}
