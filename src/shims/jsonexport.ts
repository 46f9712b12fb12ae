/**
 * Stands in for `jsonexport` (see vite.config.ts, `lazyJsonExport`): react-admin's list controller
 * imports it for its default CSV exporter, which this app's lists never call (they export through
 * src/domain/csvExport.ts). The library, about 2 KB gzip, loads when the exporter is called.
 */
export default function jsonExport(...args: unknown[]): void {
  void import('jsonexport/dist/index.js').then((library) => library.default(...args));
}
