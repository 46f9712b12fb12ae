import { lazy } from 'react';

/**
 * The journal of sensitive changes (the dataProvider's `journal` resource), read at
 * /configuration/journal; it has no <Resource> of its own: /journal is no page of the spec.
 */
export const JournalList = lazy(() => import('./JournalList'));
