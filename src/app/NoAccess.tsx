/**
 * Shown at / to a user who may see neither requests nor validations (instead of a redirect
 * loop). Plain markup: it is part of the route table every page loads, and antd's Result
 * carries large illustrations.
 */
export function NoAccess() {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h2>No access</h2>
      <p>
        Your account does not have access to Binary Requests or Software Set Validations. Please
        contact your administrator.
      </p>
    </div>
  );
}
