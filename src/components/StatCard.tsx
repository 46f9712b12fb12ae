import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A figure card of the statistics rows: a title, the value and an optional caption. */
export function StatCard({ title, value, caption, testId }: { title: ReactNode; value: string; caption?: string; testId?: string }) {
  return (
    // The value's size follows the card's width (container units), on one line: on a phone's narrow card
    // '9 172,47 CAD' broke inside 'CAD'.
    <Card variant="outlined" data-testid={testId} sx={{ containerType: 'inline-size', minWidth: 0 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontSize: 'clamp(1rem, 9cqi, 1.5rem)', whiteSpace: 'nowrap' }}>
          {value}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
