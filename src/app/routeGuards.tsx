import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Permissions } from '@/features/auth/permissions';
import { useAppSelector } from './hooks';
import { NoAccess } from './NoAccess';

/**
 * The signed-in user's flags, or null while no session is verified: when a session ends (a 401,
 * a logout in another tab) the flags are cleared a moment before the router leaves for /login,
 * and a gate that redirected then would send the user to / and make them come back there after
 * signing in again, instead of to the page they were on.
 */
function useGatePermissions(): Permissions | null {
  const status = useAppSelector((state) => state.auth.status);
  const permissions = useAppSelector((state) => state.auth.permissions);
  return status === 'authenticated' ? permissions : null;
}

/**
 * Permission redirects of spec section 2. They never point at each other in a cycle:
 * / only sends to /SoftwareValidations when that page is allowed, and shows a message
 * when neither list is.
 */
export function BinaryRequestsGate({ children }: { children: ReactNode }) {
  const permissions = useGatePermissions();
  if (!permissions) return null;
  if (permissions.canViewRequestsPage) return children;
  if (permissions.canViewSoftwareValidationsPage)
    return <Navigate to="/SoftwareValidations" replace />;
  return <NoAccess noRoles={!Object.values(permissions).some(Boolean)} />;
}

export function SoftwareValidationsGate({ children }: { children: ReactNode }) {
  const permissions = useGatePermissions();
  if (!permissions) return null;
  return permissions.canViewSoftwareValidationsPage ? children : <Navigate to="/" replace />;
}

/** Reports count the requests the list shows: the same flag (the server restricts the figures). */
export function ReportsGate({ children }: { children: ReactNode }) {
  const permissions = useGatePermissions();
  if (!permissions) return null;
  return permissions.canViewRequestsPage ? children : <Navigate to="/" replace />;
}

export function SSIFSubmissionsGate({ children }: { children: ReactNode }) {
  const permissions = useGatePermissions();
  if (!permissions) return null;
  return permissions.canDeleteSSIFSubmission ? children : <Navigate to="/" replace />;
}

/**
 * User Management, Data Management and Organizations: the navigation's Administration group
 * (spec sections 2 and 6) needs canViewAdminPage, as do the server's calls behind the three
 * screens. A URL typed without it goes to /, not to a screen of refusals.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const permissions = useGatePermissions();
  if (!permissions) return null;
  return permissions.canViewAdminPage ? children : <Navigate to="/" replace />;
}

/**
 * The Audit Trail (issue 22): super users only, as GetAuditTrail answers 403 to everyone else.
 * A URL typed without the right goes to /, like the other administration screens.
 */
export function SuperUserGate({ children }: { children: ReactNode }) {
  const permissions = useGatePermissions();
  const superUser = useAppSelector((state) => state.auth.user?.isSuperUser === true);
  if (!permissions) return null;
  return permissions.canViewAdminPage && superUser ? children : <Navigate to="/" replace />;
}
