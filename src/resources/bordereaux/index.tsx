import { lazy } from 'react';
import { Route } from 'react-router-dom';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

const BordereauList = lazy(() => import('./BordereauList'));
const BordereauShow = lazy(() => import('./BordereauShow'));
const BordereauEdit = lazy(() => import('./BordereauEdit'));
const BordereauCreate = lazy(() => import('./BordereauCreate'));

/** Manifests: /bordereaux, /bordereaux/nouveau, /bordereaux/{id}, /bordereaux/{id}/edit. */
export const bordereauxResource = {
  name: 'bordereaux',
  list: BordereauList,
  icon: LocalShippingIcon,
  recordRepresentation: 'numero_bordereau',
  routes: [
    <Route key="nouveau" path="nouveau" element={<BordereauCreate />} />,
    <Route key="show" path=":id" element={<BordereauShow />} />,
    <Route key="edit" path=":id/edit" element={<BordereauEdit />} />,
  ],
};
