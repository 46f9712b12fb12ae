import AltRouteIcon from '@mui/icons-material/AltRoute';

/** Enterprise routes and their exchange rates, managed under /configuration/taux-de-change. */
export const routesResource = { name: 'routes', icon: AltRouteIcon, recordRepresentation: 'route_display' };
