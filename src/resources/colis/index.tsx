import { lazy } from 'react';
import { Route } from 'react-router-dom';
import Inventory2Icon from '@mui/icons-material/Inventory2';

const ColisList = lazy(() => import('./ColisList'));
const ColisShow = lazy(() => import('./ColisShow'));
const ColisEdit = lazy(() => import('./ColisEdit'));
const ColisCreate = lazy(() => import('./ColisCreate'));

/** Parcels: /colis, /colis/nouveau, /colis/{id}, /colis/{id}/edit and /colis/{id}/modifier. */
export const colisResource = {
  name: 'colis',
  list: ColisList,
  icon: Inventory2Icon,
  recordRepresentation: 'numero_colis',
  routes: [
    <Route key="nouveau" path="nouveau" element={<ColisCreate />} />,
    <Route key="show" path=":id" element={<ColisShow />} />,
    <Route key="edit" path=":id/edit" element={<ColisEdit />} />,
    <Route key="modifier" path=":id/modifier" element={<ColisEdit />} />,
  ],
};
