import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { formatNumberInput } from '../../../domain/format';
import { DECIMAL_INPUT, INTEGER_INPUT } from '../../../components/numberInput';
import { readNumber, textSays } from '../../../domain/numbers';
import { useFieldLabel } from '../../../components/form/SchemaForm';

interface NumberFieldProps {
  /** The field in the wizard's form ('produits.0.quantite'); its value is the number read, null when blank. */
  source: string;
  label: string;
  /** A whole number (the numeric keypad), else a decimal one. */
  integer?: boolean;
  required?: boolean;
  /** The message shown instead of the field's own (the discount's, checked against the fees as they are typed). */
  error?: string;
  helperText?: string;
  unit?: string;
  id: string;
}

const display = (value: unknown) => formatNumberInput(typeof value === 'number' ? value : null);
const asIs = (value: unknown) => value;

/**
 * A numeric input of the wizard's form that reads French numbers (« 1 250,50 », « 1,35 ») with the
 * one number reader (`domain/numbers.ts`) and gives the form null when blank. What was typed stays
 * as typed, also when the field is left: a text the reader refuses (« 2,5 kg ») shows why at the
 * field and reaches the form as NaN, for its schema to refuse; nothing is rounded or clamped here.
 * The form holds numbers (as the draft keeps them), the text lives here.
 */
export function NumberField({ source, label, integer = false, required, error, helperText, unit, id }: NumberFieldProps) {
  const { field, fieldState } = useInput({ source, parse: asIs, format: asIs });
  useFieldLabel(source, label);
  const value: unknown = field.value;
  const [text, setText] = useState(display(value));
  const [focused, setFocused] = useState(false);
  const reading = readNumber(text);

  useEffect(() => {
    // Another value came from outside (a draft resumed): shown, unless the text already says it.
    if (!focused) setText((current) => (textSays(current, typeof value === 'number' ? value : null) ? current : display(value)));
  }, [value, focused]);

  const shown = reading.ok ? (error ?? fieldState.error?.message) : reading.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={text}
      required={required}
      error={Boolean(shown)}
      helperText={shown ?? helperText}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        field.onBlur();
      }}
      onChange={(event) => {
        setText(event.target.value);
        const next = readNumber(event.target.value);
        field.onChange(next.ok ? next.value : Number.NaN);
      }}
      slotProps={{
        htmlInput: integer ? INTEGER_INPUT : DECIMAL_INPUT,
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
