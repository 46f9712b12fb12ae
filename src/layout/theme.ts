import { defaultTheme } from 'react-admin';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';

/** react-admin's default theme, with a shipping-company blue and readable contrast. */
const baseOptions = (transitions?: ThemeOptions['transitions']): ThemeOptions => ({
  ...defaultTheme,
  transitions,
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

/** The app bar's height on a phone (56 px) and a desktop (48 px), with a margin. */
export const APP_BAR_CLEARANCE = 64;

type Tone = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';
const TONES: readonly Tone[] = ['primary', 'secondary', 'error', 'warning', 'info', 'success'];

/**
 * `<Typography color="text.secondary">` and `color="error.main"`: MUI 9 dropped the system props
 * that read a palette path from `color`, and the text stayed black (the over-payment hint among
 * others). These variants read the path again, for every text and tone colour of the palette (from
 * the theme as it is made: one `createTheme`, not a second to read the first one's palette).
 */
function paletteColorVariants() {
  const text = (['primary', 'secondary', 'disabled'] as const).map((shade) => ({
    props: { color: `text.${shade}` },
    style: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text[shade] }),
  }));
  const tones = TONES.flatMap((tone) =>
    (['main', 'dark', 'light'] as const).map((shade) => ({
      props: { color: `${tone}.${shade}` },
      style: ({ theme }: { theme: Theme }) => ({ color: theme.palette[tone][shade] }),
    })),
  );
  return [...text, ...tones];
}

/**
 * MUI's French texts (frFR) are the defaults of every MUI component: a pager, an alert or an
 * autocomplete without labels of its own names its buttons in French, never "Go to next page".
 */
function buildTheme(transitions?: ThemeOptions['transitions']): Theme {
  return createTheme(
    baseOptions(transitions),
    {
      components: {
        MuiTypography: { variants: paletteColorVariants() },
        // The app bar hides while the page scrolls down and slides back over the top of the page when
        // it scrolls up. Whatever the browser brings into view from above (a control reached with Tab,
        // an anchor, a click on a control out of view) stops below it, not under it.
        MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: APP_BAR_CLEARANCE } } },
      },
    },
    frFR,
  );
}

export const theme = buildTheme();

/** Every MUI transition duration at 0: menus, dialogs, drawers and collapses appear and go at once. */
const NO_MOTION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

let stillTheme: Theme | undefined;

/**
 * The theme for a user whose system asks for reduced motion (WCAG 2.3.3): the same look without the
 * slides, fades and grows. Built on first need, so that most users never pay for it.
 */
export function reducedMotionTheme(): Theme {
  // Given when the theme is first made: MUI's `transitions.create` keeps the durations it was made with.
  stillTheme ??= buildTheme({ duration: NO_MOTION, getAutoHeightDuration: () => 0 });
  return stillTheme;
}
