import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { Capability } from '../../domain/permissions';
import { AccessDenied } from './AccessDenied';
import { useCan } from './useCan';

const NotFound = lazy(() => import('../NotFound'));

/** A route the role may not open shows the access-denied screen with the matrix's reason. */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const decision = useCan(capability);
  if (!decision.allowed) return <AccessDenied message={decision.message} />;
  return <>{children}</>;
}

/** react-admin's access-denied route (a resource screen refused by canAccess). */
export function AccessDeniedPage() {
  return <AccessDenied />;
}

/**
 * A resource's list, guarded by its capability. react-admin mounts the list on `/*`, so an unknown
 * deeper path (`/colis/1/anything`) would show the list: only the bare path is the list, the
 * rest is the 404 page.
 */
export function guardedList(List: ComponentType, capability: Capability): ComponentType {
  return function GuardedList() {
    const { '*': rest = '' } = useParams();
    if (rest !== '') return <NotFound />;
    return (
      <RequireCapability capability={capability}>
        <List />
      </RequireCapability>
    );
  };
}

/** A resource with no list of its own (managed in another screen): its bare path leads there, deeper paths are the 404 page. */
export function redirectList(to: string): ComponentType {
  return function RedirectList() {
    const { '*': rest = '' } = useParams();
    if (rest !== '') return <NotFound />;
    return <Navigate to={to} replace />;
  };
}

/** A route element behind a capability. */
export function guard(capability: Capability, element: ReactNode): ReactNode {
  return <RequireCapability capability={capability}>{element}</RequireCapability>;
}
