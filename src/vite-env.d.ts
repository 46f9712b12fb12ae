interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_WS_URL?: string;
  /**
   * Whether the build carries the demo backend: a literal set by vite.config.ts (false in the
   * deployable build, `npm run build`, and in a build given VITE_API_URL); undefined outside a Vite
   * build (the unit tests).
   */
  readonly DEMO_EMBEDDED?: boolean;
}
