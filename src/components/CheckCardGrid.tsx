import type { ReactNode } from 'react';
import { Card, Checkbox, Grid, Stack } from '@mui/material';

interface CheckCardGridProps<T extends { id: number }> {
  items: readonly T[];
  isChecked: (item: T) => boolean;
  onToggle: (id: number) => void;
  /** The checkbox's accessible name ('Sélectionner le colis …'). */
  checkboxLabel: (item: T) => string;
  testId?: string;
  /** What the card says beside its checkbox. */
  children: (item: T) => ReactNode;
}

/**
 * A grid of cards to pick from (parcels ready to ship, manifests to invoice): the whole card is the
 * checkbox's label, a picked card has a thicker primary border.
 */
export function CheckCardGrid<T extends { id: number }>({ items, isChecked, onToggle, checkboxLabel, testId, children }: CheckCardGridProps<T>) {
  return (
    <Grid container spacing={1.5}>
      {items.map((item) => {
        const checked = isChecked(item);
        return (
          <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card
              component="label"
              variant="outlined"
              sx={{ display: 'block', p: 1.5, cursor: 'pointer', borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1, '&:hover': { bgcolor: 'action.hover' } }}
              data-testid={testId}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Checkbox checked={checked} onChange={() => onToggle(item.id)} slotProps={{ input: { 'aria-label': checkboxLabel(item) } }} sx={{ p: 0.5 }} />
                {children(item)}
              </Stack>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
