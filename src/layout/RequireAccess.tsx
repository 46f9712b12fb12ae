import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canAccessResource } from '../domain/permissions';
import { useCurrentUser } from '../authProvider/session';

/** A route that needs a role sends other users to the dashboard (spec 000 section 2). */
export function RequireAccess({ resource, children }: { resource: string; children: ReactNode }) {
  const user = useCurrentUser();
  if (!canAccessResource(user, resource)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** react-admin's access-denied route (a resource screen refused by canAccess) also leads to /. */
export function AccessDeniedRedirect() {
  return <Navigate to="/" replace />;
}
