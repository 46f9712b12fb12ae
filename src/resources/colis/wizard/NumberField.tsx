import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { formatNumberInput } from '../../../domain/format';
import { DECIMAL_INPUT, INTEGER_INPUT } from '../../../components/numberInput';
import { parseNumberInput, type NumberBounds } from '../../../domain/wizardValidation';

interface NumberFieldProps extends NumberBounds {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  required?: boolean;
  error?: string;
  helperText?: string;
  unit?: string;
  id: string;
}

const display = (value: number | null) => formatNumberInput(value);

/**
 * A numeric input that shows and accepts French numbers ("1,35", "63 000"), clamps to its bounds and gives null when
 * empty (spec 001 section 5). The typed text stays as typed until the field loses focus.
 */
export function NumberField({ label, value, onChange, min, max, decimals = 2, required, error, helperText, unit, id }: NumberFieldProps) {
  const [text, setText] = useState(display(value));
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!focused) setText(display(value));
  }, [value, focused]);

  return (
    <TextField
      id={id}
      label={label}
      value={text}
      required={required}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumberInput(event.target.value, { min, max, decimals }));
      }}
      slotProps={{
        htmlInput: decimals === 0 ? INTEGER_INPUT : DECIMAL_INPUT,
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
