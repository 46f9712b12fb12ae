import { Chip } from '@mui/material';

/** Beside the code of the parcel just created, on the list the wizard leads to. */
export function NewParcelChip() {
  return <Chip label="Nouveau" color="success" size="small" sx={{ ml: 1 }} />;
}
