import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from './hooks';
import { NoAccess } from './NoAccess';

/**
 * Permission redirects of spec section 2. They never point at each other in a cycle:
 * / only sends to /SoftwareValidations when that page is allowed, and shows a message
 * when neither list is.
 */
export function BinaryRequestsGate({ children }: { children: ReactNode }) {
  const permissions = useAppSelector((state) => state.auth.permissions);
  if (permissions.canViewRequestsPage) return children;
  if (permissions.canViewSoftwareValidationsPage)
    return <Navigate to="/SoftwareValidations" replace />;
  return <NoAccess />;
}

export function SoftwareValidationsGate({ children }: { children: ReactNode }) {
  const allowed = useAppSelector((state) => state.auth.permissions.canViewSoftwareValidationsPage);
  return allowed ? children : <Navigate to="/" replace />;
}

export function SSIFSubmissionsGate({ children }: { children: ReactNode }) {
  const allowed = useAppSelector((state) => state.auth.permissions.canDeleteSSIFSubmission);
  return allowed ? children : <Navigate to="/" replace />;
}

/**
 * User Management, Data Management and Organizations: the navigation's Administration group
 * (spec sections 2 and 6) needs canViewAdminPage, as do the server's calls behind the three
 * screens. A URL typed without it goes to /, not to a screen of refusals.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const allowed = useAppSelector((state) => state.auth.permissions.canViewAdminPage);
  return allowed ? children : <Navigate to="/" replace />;
}
