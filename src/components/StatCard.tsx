import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A figure card of the statistics rows: a title, the value and an optional caption. */
export function StatCard({ title, value, caption, testId }: { title: ReactNode; value: string; caption?: string; testId?: string }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
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
