import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** A first choice meaning 'no filter' ('Tous', 'Toutes'), shown in the field when chosen. */
  allLabel?: string;
  sx?: SxProps<Theme>;
}

/** A select of a filter bar or panel, with its visible French label. */
export function ChoiceField({ label, value, onChange, choices, allLabel, sx }: ChoiceFieldProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={sx}
      slotProps={allLabel === undefined ? undefined : { select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
