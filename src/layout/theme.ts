import { defaultTheme } from 'react-admin';
import { createTheme } from '@mui/material/styles';

/** react-admin's default theme, with a shipping-company blue and readable contrast. */
export const theme = createTheme({
  ...defaultTheme,
  palette: {
    primary: { main: '#1d4ed8' },
    secondary: { main: '#0f766e' },
    background: { default: '#f5f7fb' },
  },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});
