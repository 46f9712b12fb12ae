import { useMemo } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListFilters } from './useListFilters';

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  /** The filter it sets (react-admin's free-text `q` unless told). */
  source?: string;
  /** Milliseconds after the last key (the spec's debounce of each list). */
  delay: number;
  sx?: SxProps<Theme>;
}

/** The search box of a list: applied after a pause in typing, kept in the URL. */
export function SearchField({ label, placeholder, source = 'q', delay, sx }: SearchFieldProps) {
  const keys = useMemo(() => [source], [source]);
  const { values, set } = useListFilters(keys, { delay });
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={values[source]}
      onChange={(event) => set(source, event.target.value)}
      size="small"
      sx={sx}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" aria-hidden /></InputAdornment> } }}
    />
  );
}
