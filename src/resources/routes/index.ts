import { lazy } from 'react';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import { redirectList } from '../../components/access/RequireAccess';

/** The routes and their exchange rates, on the route the spec fixes: /configuration/taux-de-change. */
export const RateList = lazy(() => import('./RateList'));

/** Enterprise routes and their exchange rates, managed under /configuration/taux-de-change (where /routes leads). */
export const routesResource = { name: 'routes', list: redirectList('/configuration/taux-de-change'), icon: AltRouteIcon, recordRepresentation: 'route_display' };
