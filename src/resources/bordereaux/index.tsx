import { lazy } from 'react';
import { Route } from 'react-router-dom';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { guard, guardedList } from '../../components/access/RequireAccess';

const BordereauList = lazy(() => import('./BordereauList'));
const BordereauShow = lazy(() => import('./BordereauShow'));
const BordereauEdit = lazy(() => import('./BordereauEdit'));
const BordereauCreate = lazy(() => import('./BordereauCreate'));

/** Manifests: /bordereaux, /bordereaux/nouveau, /bordereaux/{id}, /bordereaux/{id}/edit. */
export const bordereauxResource = {
  name: 'bordereaux',
  list: guardedList(BordereauList, 'bordereaux.view'),
  icon: LocalShippingIcon,
  recordRepresentation: 'numero_bordereau',
  children: [
    <Route key="nouveau" path="nouveau" element={guard('bordereaux.create', <BordereauCreate />)} />,
    <Route key="show" path=":id" element={guard('bordereaux.view', <BordereauShow />)} />,
    <Route key="edit" path=":id/edit" element={guard('bordereaux.edit', <BordereauEdit />)} />,
  ],
};
