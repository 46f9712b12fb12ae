import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert, Autocomplete, CssBaseline, TablePagination, TextField, ThemeProvider, Typography } from '@mui/material';
import { APP_BAR_CLEARANCE, theme } from '../../src/layout/theme';

describe('theme', () => {
  it("colours a Typography from a palette path given to `color` ('text.secondary', 'error.main')", () => {
    render(
      <ThemeProvider theme={theme}>
        <Typography color="text.secondary">Légende</Typography>
        <Typography color="error.main">Erreur</Typography>
        <Typography color="success.main">Succès</Typography>
      </ThemeProvider>,
    );
    expect(screen.getByText('Légende')).toHaveStyle({ color: theme.palette.text.secondary });
    expect(screen.getByText('Erreur')).toHaveStyle({ color: theme.palette.error.main });
    expect(screen.getByText('Succès')).toHaveStyle({ color: theme.palette.success.main });
  });

  it('gives MUI components without labels of their own French names (pager arrows, alert close, autocomplete)', () => {
    render(
      <ThemeProvider theme={theme}>
        <TablePagination component="div" count={100} page={1} rowsPerPage={10} onPageChange={() => undefined} showFirstButton showLastButton />
        <Alert onClose={() => undefined}>Info</Alert>
        <Autocomplete options={['Conakry']} renderInput={(params) => <TextField {...params} label="Ville" />} />
      </ThemeProvider>,
    );
    for (const name of ['Aller à la première page', 'Aller à la page précédente', 'Aller à la page suivante', 'Aller à la dernière page', 'Fermer', 'Ouvrir']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Lignes par page :')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to|Close|Open/ })).not.toBeInTheDocument();
  });

  it('keeps what the browser scrolls into view from above clear of the app bar that slides back over the top', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    // A control brought into view at the very top (Tab, an anchor, a click) was covered by the app
    // bar reappearing as the page scrolled up: a click there met the bar (tabs.spec under load).
    expect(getComputedStyle(document.documentElement).scrollPaddingTop).toBe(`${APP_BAR_CLEARANCE}px`);
  });
});
