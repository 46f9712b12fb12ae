import { defaultTheme } from 'react-admin';
import { createTheme } from '@mui/material/styles';

/** react-admin's default theme, with a shipping-company blue and readable contrast. */
export const theme = createTheme({
  ...defaultTheme,
  palette: {
    primary: { main: '#1d4ed8' },
    secondary: { main: '#0f766e' },
    // Status colours dark enough for white text (WCAG AA 4.5:1) on filled chips and buttons.
    info: { main: '#0369a1' },
    warning: { main: '#b45309' },
    success: { main: '#15803d' },
    error: { main: '#b91c1c' },
    background: { default: '#f5f7fb' },
  },
  // Wide enough for the spec's menu labels ('Comptabilité Simplifiée', 'Factures Commerciales').
  sidebar: { width: 264, closedWidth: 55 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});
