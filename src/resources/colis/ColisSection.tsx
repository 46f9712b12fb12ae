import type { ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** A collapsible section of the detail page, open by default. */
export function ColisSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Accordion defaultExpanded disableGutters id={id} variant="outlined" sx={{ scrollMarginTop: 8 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-contenu`} id={`${id}-titre`}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-contenu`} sx={{ display: 'grid', gap: 2 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
