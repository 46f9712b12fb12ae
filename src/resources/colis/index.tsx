import { lazy } from 'react';
import { Route } from 'react-router-dom';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { guard, guardedList } from '../../components/access/RequireAccess';
import { preloadableLazy } from '../../components/preloadableLazy';

/** Preloaded by main.ts when the app opens on the list (see preloadableLazy). */
export const ColisList = preloadableLazy(() => import('./ColisList'));
const ColisShow = lazy(() => import('./ColisShow'));
const ColisEdit = lazy(() => import('./ColisEdit'));
const ColisCreate = lazy(() => import('./ColisCreate'));

/**
 * Parcels: /colis, /colis/nouveau, /colis/{id}, /colis/{id}/edit and /colis/{id}/modifier. The edit
 * form opens for every reader: the server's edit rights lock what the role may not change.
 */
export const colisResource = {
  name: 'colis',
  list: guardedList(ColisList, 'colis.view'),
  icon: Inventory2Icon,
  recordRepresentation: 'numero_colis',
  children: [
    <Route key="nouveau" path="nouveau" element={guard('colis.create', <ColisCreate />)} />,
    <Route key="show" path=":id" element={guard('colis.view', <ColisShow />)} />,
    <Route key="edit" path=":id/edit" element={guard('colis.view', <ColisEdit />)} />,
    <Route key="modifier" path=":id/modifier" element={guard('colis.view', <ColisEdit />)} />,
  ],
};
