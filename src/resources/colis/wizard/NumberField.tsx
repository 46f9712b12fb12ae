import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { formatNumberInput } from '../../../domain/format';
import { DECIMAL_INPUT, INTEGER_INPUT } from '../../../components/numberInput';
import { readNumber, textSays } from '../../../domain/numbers';

interface NumberFieldProps {
  label: string;
  /** The value read from the text: null when blank, NaN when the text is not a number. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** A whole number (the numeric keypad), else a decimal one. */
  integer?: boolean;
  required?: boolean;
  error?: string;
  helperText?: string;
  unit?: string;
  id: string;
}

const display = (value: number | null) => formatNumberInput(value);

/**
 * A numeric input that reads French numbers (« 1 250,50 », « 1,35 ») with the one number reader
 * (`domain/numbers.ts`) and gives null when blank. What was typed stays as typed, also when the
 * field is left: a text the reader refuses (« 2,5 kg ») shows why at the field and reaches the
 * form as NaN, for its checks to refuse; nothing is rounded or clamped here.
 */
export function NumberField({ label, value, onChange, integer = false, required, error, helperText, unit, id }: NumberFieldProps) {
  const [text, setText] = useState(display(value));
  const [focused, setFocused] = useState(false);
  const reading = readNumber(text);

  useEffect(() => {
    // Another value came from outside (a draft resumed): shown, unless the text already says it.
    if (!focused) setText((current) => (textSays(current, value) ? current : display(value)));
  }, [value, focused]);

  const shown = reading.ok ? error : reading.message;
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      required={required}
      error={Boolean(shown)}
      helperText={shown ?? helperText}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => {
        setText(event.target.value);
        const next = readNumber(event.target.value);
        onChange(next.ok ? next.value : Number.NaN);
      }}
      slotProps={{
        htmlInput: integer ? INTEGER_INPUT : DECIMAL_INPUT,
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
