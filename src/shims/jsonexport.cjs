/**
 * Stands in for `jsonexport` (a Vite alias, see vite.config.ts): react-admin's list controller
 * imports it for its default CSV exporter, which this app's lists never call (they export through
 * src/domain/csvExport.ts). The library is loaded when the exporter is called, not with the list.
 */
module.exports = function jsonExport(...args) {
  return import('jsonexport/dist/index').then((library) => library.default(...args));
};
