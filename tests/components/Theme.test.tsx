import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider, Typography } from '@mui/material';
import { theme } from '../../src/layout/theme';

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
});
