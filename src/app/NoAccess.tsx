/**
 * Shown at / to a user who may see neither requests nor validations (instead of a redirect
 * loop). Plain markup: it is part of the route table every page loads, and antd's Result
 * carries large illustrations.
 */
export function NoAccess({ noRoles = false }: { noRoles?: boolean }) {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h2>No access</h2>
      {noRoles ? (
        // A new account made by single sign-on: signed in, but granted nothing yet.
        <p>
          You are signed in, but your account has no access yet. An administrator must grant you a
          role in User Management before you can use Image Requests. Please contact your
          administrator.
        </p>
      ) : (
        <p>
          Your account does not have access to Binary Requests or Software Set Validations. Please
          contact your administrator.
        </p>
      )}
    </div>
  );
}
