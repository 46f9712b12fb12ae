import { InputAdornment } from '@mui/material';
import { formatNumberInput } from '../../domain/format';
import { DECIMAL_INPUT, INTEGER_INPUT } from '../numberInput';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** A number the form already holds shows as a person would type it ('1 250,5'); a typed text stays as typed. */
const typedText = (value: unknown) => (typeof value === 'number' ? formatNumberInput(value) : value === null || value === undefined ? '' : String(value));

type NumberFieldProps = Omit<FormTextFieldProps, 'parse' | 'format' | 'type'> & {
  /** A whole number (quantity, order): the phone's numeric keypad instead of the decimal one. */
  integer?: boolean;
  /** Shown at the end of the field ('kg', 'CAD'). */
  unit?: string;
};

/**
 * A number typed by a person: a text field with the phone's decimal (or numeric) keypad, never the
 * browser's number input (which drops a comma). Its value is the text as typed; the form's schema
 * reads it with the one number reader (`formSchemaOf`), so « 1 250,50 » is sent as 1250.5 and
 * « 12,5O » is refused at the field, its text kept.
 */
export function NumberField({ integer = false, unit, slotProps, ...props }: NumberFieldProps) {
  return (
    <FormTextField
      {...props}
      format={typedText}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(integer ? INTEGER_INPUT : DECIMAL_INPUT), ...slotProps?.htmlInput },
        ...(unit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : {}),
      }}
    />
  );
}
