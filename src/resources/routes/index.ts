import AltRouteIcon from '@mui/icons-material/AltRoute';
import { redirectList } from '../../components/access/RequireAccess';

/** Enterprise routes and their exchange rates, managed under /configuration/taux-de-change (where /routes leads). */
export const routesResource = { name: 'routes', list: redirectList('/configuration/taux-de-change'), icon: AltRouteIcon, recordRepresentation: 'route_display' };
