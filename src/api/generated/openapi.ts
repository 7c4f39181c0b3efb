export interface paths {
  '/api/Account/Login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with username and password
     * @description Checks the credentials (username case-insensitive; argon2id hashes) and returns a signed JWT plus the user. With `rememberMe` the token lives 7 days, otherwise 10 hours (a working day). Wrong username or password answers 400 (not 401, which the client reserves for an ended session) with 'The username or password is incorrect.', never saying which was wrong; an unknown username costs the same time as a known one. Removed users and invited users who have not registered yet cannot log in. A user with two-factor authentication (TOTP or a passkey) gets no token for the password alone: the answer is a `secondFactor` challenge, completed with `VerifySecondFactor` (a code) or `StartPasskeySignIn` / `FinishPasskeySignIn`. With `PASSWORD_LOGIN=false` (single sign-on only) every password sign-in is refused (400).
     */
    post: operations['Login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/RegisterAccount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register an invited account with its activation key
     * @description Activates the account created by an invite (`SendUserInvite`): the username and activation key must match an open invite, the key is single-use and expires. Sets the password (at least 8 characters, not a common one, `newPassword` must equal `confirmPassword`, else 400). Returns only a message; the client then calls `Login` with the new credentials. Unknown username/key answers 400 without saying which was wrong. With `PASSWORD_LOGIN=false` (single sign-on only) it answers 400: no password is set.
     */
    post: operations['RegisterAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/PasswordResetRequest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a password reset e-mail
     * @description No body. If the username exists and has an e-mail address, the server e-mails a single-use, time-limited reset link. To avoid revealing which usernames exist, the answer is the same 200 and message whether or not the user exists. Rate-limited per username and per client (429). With `PASSWORD_LOGIN=false` (single sign-on only) it answers 400 and mails nothing.
     */
    post: operations['PasswordResetRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/GetUserOrganizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the organizations the signed-in user belongs to
     * @description Returns the organizations the user is a member of (all organizations for a super user), sorted by name; used by the request dialog's Organization select.
     */
    get: operations['GetUserOrganizations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/GetUserInformation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a user's profile
     * @description Unknown username is 404.
     */
    get: operations['GetUserInformation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/SaveUserInformation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a user's profile (and roles, for admins)
     * @description No one changes their own roles: for one's own `userId`, `userRoles` is ignored. For another user, roles in the list that are assignable by the caller (see `GetAssignableRoles`) are granted, assignable roles missing from it are revoked, roles the user holds that are not assignable by the caller are kept unchanged, and a role neither assignable nor held is 403. The username cannot be changed. Returns the saved profile. Role changes are recorded (docs/security.md). A save sending an older `version` than the stored one is 409 and stores nothing.
     */
    post: operations['SaveUserInformation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/SaveNewPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password
     * @description Password at least 8 characters and not a common one (NIST SP 800-63B: zxcvbn-ts's common-password list, l33t and reversed forms included; 400 otherwise). Ends the user's other sessions. Sets a new password expiration date (now + 180 days; a password that never expired keeps never expiring) and invalidates every token issued before the change (they answer 401). When callers change their own password, `result.token` is a fresh token for them to keep working with; when a super user changes another user's password it is null. Every change is recorded (docs/security.md).
     */
    post: operations['SaveNewPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/GetAssignableRoles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the roles the signed-in admin may assign
     * @description Returns the roles the given user (the signed-in admin, as the client sends it) may assign to others: a super user every role; another user with `canViewAdminPage` the roles that are not super-user roles, carry only flags the user holds, and restrict at least as much as the user (a manufacturer-restricted user: only roles restricting to a subset of their manufacturers); anyone else none (an empty list).
     */
    get: operations['GetAssignableRoles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/SendUserInvite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite a new user
     * @description Creates the user (not yet able to log in) with the given roles - at least one - and e-mails an activation key to use with `RegisterAccount`. A username already taken is 409. The returned `message` (e.g. who was invited, where the key was sent) is shown to the admin in info style.
     */
    post: operations['SendUserInvite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/GetUsers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Page through users (User Management)
     * @description `searchTerm` matches first name, last name, username and e-mail. Default sort FirstName ascending.
     */
    get: operations['GetUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/ExportUsers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download every user the User Management list's search selects (administrators)
     * @description GetUsers' rows for its search and sort, every page: the list's columns only (User Id, Username, First Name, Last Name, Email), never a password, key or token. Administrators only, as GetUsers. Streamed as ExportRequests is (constant memory), not the envelope: `format=csv` (UTF-8 with a byte order mark, RFC 4180) or `format=xlsx`, cells beginning with `=`, `+`, `-`, `@`, a tab or a carriage return prefixed with `'`. Each export is recorded in the audit trail.
     */
    get: operations['ExportUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/GetTokenInformation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check a token and get its user and permissions
     * @description The token is passed as a query parameter; the route guard calls this before every guarded page. A bad, expired or revoked token is not an error: the answer is 200 with `valid: false`, `user: null` and `permissions: null`. A valid token returns the user and the permission flags computed from the user's roles.
     */
    get: operations['GetTokenInformation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/Logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the session of the token sent
     * @description The bearer token of the call stops working at once, on every server sharing the database: later calls with it answer 401 and `GetTokenInformation` reports it `valid: false`. Other tokens of the same user (other browsers) keep working.
     */
    post: operations['Logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/GetSignInOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How one may sign in here
     * @description What the login page offers: `sso` (with the button's label) when an OpenID provider is configured (`OIDC_ISSUER`), and whether the password form is offered (`PASSWORD_LOGIN`, default true). Start single sign-on by navigating to `/api/Account/OidcStart`.
     */
    get: operations['GetSignInOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/CompleteSsoSignIn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Trade single sign-on's handoff code for a token
     * @description `OidcCallback` sends the browser back to `/login#ssoCode=…` after the provider signed the user in; the page posts that code here and gets the same answer as `Login` (a session signed in by `sso`, lasting a working day). The code works once and for two minutes; an unknown, used or expired code is 400.
     */
    post: operations['CompleteSsoSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/GetMySessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the signed-in user's open sessions
     * @description The caller's sessions that have neither ended nor expired, the most recently seen first: when and how each was signed in (`password`, `sso`, `passkey`), the address and user agent it was signed in from, and when it was last seen (updated at most once a minute). `current` marks the session of the token sent.
     */
    get: operations['GetMySessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/EndMySession': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End one of the signed-in user's sessions
     * @description Every token of the session stops working at once, on every server sharing the database: that browser's next call answers 401 and it returns to the login page. Ending the caller's own current session is a logout. A session that is not the caller's, or has already ended, is 404.
     */
    post: operations['EndMySession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/EndMyOtherSessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End every session of the signed-in user but this one
     * @description Signs the caller out everywhere else (other browsers and devices); the session of the token sent goes on. `message` says how many sessions ended.
     */
    post: operations['EndMyOtherSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/EndUserSessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End all of a user's sessions (User Management)
     * @description Signs the user out of every browser at once (their tokens answer 401 from now on); they may sign in again. Recorded as a security event (docs/security.md). Unknown user is 404. `message` says how many sessions ended.
     */
    post: operations['EndUserSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/SubmitTicket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a support ticket
     * @description Stores the ticket with its attachments and e-mails it to the support address, recording the signed-in user as sender. Phone, if given, must be more than 9 characters of digits and dashes (400). Attachments over the upload limit are 413. The returned `message` is shown in info style.
     */
    post: operations['SubmitTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/VerifySecondFactor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete a sign-in with an authentication code or a recovery code
     * @description The second step of `Login` for a user with two-factor authentication: the `challengeToken` `Login` answered (valid 5 minutes, signed, not a session) and a 6-digit code of the user's authenticator app (accepted one 30-second step either side of the server's clock, each step once) or one of the user's unused recovery codes (each works once). A wrong code answers 400 and counts as a failed sign-in of the account (`LOGIN_ACCOUNT_LIMIT` within `LOGIN_ACCOUNT_WINDOW_MINUTES`, then 429); an expired or forged challenge answers 400. Success answers as `Login` does.
     */
    post: operations['VerifySecondFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/StartPasskeySignIn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Options for a passkey sign-in (password-less, or as the second factor)
     * @description Without `challengeToken`: a password-less sign-in, any passkey registered here may answer (discoverable credentials). With the `challengeToken` of `Login`: the passkey is the second factor, and only that user's passkeys are offered. `options` is the WebAuthn `PublicKeyCredentialRequestOptionsJSON` to hand to the browser; the challenge is kept on the server for 5 minutes under `ceremonyId` and can be answered once. An expired or forged `challengeToken` answers 400.
     */
    post: operations['StartPasskeySignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/FinishPasskeySignIn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with the browser's answer to a passkey ceremony
     * @description Checks the WebAuthn assertion (`credential`, the browser's `AuthenticationResponseJSON`) against the challenge kept under `ceremonyId` (used up by this call, whatever its outcome), the origin and RP ID of `PUBLIC_URL`, user verification and the stored public key. The passkey must belong to the user of the ceremony's `challengeToken`, if it had one. Success answers as `Login` does (with `rememberMe` of `Login`'s challenge, else of this call); a refusal is 400 and, for a known user, counts as a failed sign-in.
     */
    post: operations['FinishPasskeySignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/GetSecondFactors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's second factors
     * @description Whether TOTP is on, how many recovery codes are left unused, the registered passkeys, and whether the user must enrol before using the app (`REQUIRE_2FA_FOR_SUPER_USERS`).
     */
    get: operations['GetSecondFactors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/StartTotpSetup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new TOTP secret to scan or type into an authenticator app
     * @description Creates a new secret (160 bits, SHA-1, 6 digits, 30 s: what every authenticator app reads), kept encrypted and pending until `ConfirmTotpSetup` proves the app has it; a second call replaces a pending one. `otpauthUri` is what the QR code carries. 409 when TOTP is already on (turn it off first).
     */
    post: operations['StartTotpSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/ConfirmTotpSetup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn TOTP on with a first code, and get ten recovery codes
     * @description A current code of the pending secret turns TOTP on and answers ten new recovery codes, shown once (only their hashes are kept; older ones stop working). A wrong code is 400 and counts like a failed sign-in of the account (429 past the limit); no pending secret is 409.
     */
    post: operations['ConfirmTotpSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/DisableTotp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn TOTP off (password and a code)
     * @description Needs the user's password and a current code (or an unused recovery code); removes the secret and the recovery codes. Wrong password or code is 400 and counts like a failed sign-in (429 past the limit). A super user under `REQUIRE_2FA_FOR_SUPER_USERS` without a passkey must enrol again before using the app.
     */
    post: operations['DisableTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/StartPasskeyRegistration': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Options to create a passkey for the signed-in user
     * @description `options` is the WebAuthn `PublicKeyCredentialCreationOptionsJSON` (RP ID and name from `PUBLIC_URL`, a resident key and user verification required, the user's passkeys excluded); the challenge is kept 5 minutes under `ceremonyId`, for one answer.
     */
    post: operations['StartPasskeyRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/FinishPasskeyRegistration': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Store a new passkey from the browser's answer
     * @description Verifies the attestation (`credential`, the browser's `RegistrationResponseJSON`) against the challenge kept under `ceremonyId` (used up by this call), the origin and RP ID, and user verification, then keeps the public key under `name`. A user holds at most 20 passkeys. A refused answer, or another user's ceremony, is 400; a passkey already registered is 409.
     */
    post: operations['FinishPasskeyRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/RenamePasskey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rename one of one's passkeys
     * @description Names must be 1 to 100 characters. Another user's or an unknown passkey is 404.
     */
    post: operations['RenamePasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/RemovePasskey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove one of one's passkeys
     * @description The passkey no longer signs in. Another user's or an unknown passkey is 404.
     */
    post: operations['RemovePasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Account/ResetSecondFactors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove a user's TOTP, recovery codes and passkeys (an administrator's reset)
     * @description For a user who lost their authenticator: only a super user (403 for anyone else), recorded on the audit trail (kind `user`, action `secondFactorReset`). The user then signs in with the password alone (and, as a super user under `REQUIRE_2FA_FOR_SUPER_USERS`, must enrol again). An unknown or removed user is 404.
     */
    post: operations['ResetSecondFactors'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetRequests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Page through image requests
     * @description Removed requests are not listed. `searchTerm` matches upload name, description, manufacturer, status and creator. Default sort CreatedOn descending. `pastDue` is true when a priority request's due date is before today (UTC) and its status is not a final one.
     *
     *     The count of a search stops at 1,000 matches (counting every match of a common word in a lab of a million requests took a third of a second per search). When a search matches more, `rowCountCapped` is true and `rowCount` is a lower bound: more than `rowCount` requests match. `rowCount` is then 1,000, or, on a page past the 1,000th match, the number of matches up to and including that page's last row (so a full page there means at least one more row follows). A page that ends the matches makes the count exact again (`rowCountCapped` false, `rowCount` the total). Without a search or filter, and for a search of 1,000 matches or fewer, `rowCount` is exact and `rowCountCapped` is false.
     *
     *     Filters (each optional, all combined with AND and with the search): `status` (repeatable: any of these workflow states), `manufacturerId` (repeatable), `platformId`, `organizationId`, `priority`, `pastDue`, `createdBy=me`, `following` (requests the caller follows), `createdFrom` / `createdTo` (UTC dates, both inclusive). A boolean filter set to `false` keeps the requests for which it is false. A filtered list counts as a search does: up to 1,000 exactly, beyond that `rowCountCapped` (but a filter on manufacturers alone counts exactly). The manufacturer restriction applies first: a restricted user filtering on another manufacturer gets an empty list. A malformed value (not a UUID, not a date, `priority=yes`, a repeated `platformId`) is a 400 before the handler runs.
     */
    get: operations['GetRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/ExportRequests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download every request the list's search and filters select, as CSV or Excel
     * @description Takes every parameter of GetRequests but paging (`searchTerm`, the sort and the filters) and answers every matching request in that order, streamed (read from the database in batches, so memory stays constant whatever the count), not the envelope: `format=csv` is UTF-8 with a byte order mark, RFC 4180 (CRLF, quotes doubled); `format=xlsx` one worksheet. A cell whose text begins with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` in both, so a spreadsheet does not run it as a formula. The columns are the list's: Id, Upload Name, Manufacturer, Description, Status, Created By, Created On (UTC), Priority, Priority Due Date, Past Due. The manufacturer restriction applies as in GetRequests. Each export is recorded in the audit trail. Errors before the first byte answer the JSON `ErrorEnvelope`.
     */
    get: operations['ExportRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetRequestReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The Reports screen's figures over the requests the list's filters select
     * @description Takes the list's filters (the same parameters as GetRequests, without search, sort or paging) and answers, over the live requests they select within the caller's manufacturer restriction: the count by status and by manufacturer; per UTC week (Monday first) the requests created, the completions (entries into a final state, one with no actions out of it) and the past-due requests at the week's end (or now, for the current week); and per workflow state the visits that ended with their median and 90th-percentile length in hours (the open visit of each request is not counted). The weeks run from `createdFrom` (or 25 weeks before the last) to `createdTo` or today, whichever is earlier, at most 104 weeks (the latest ones). A restricted user's figures count only their manufacturers' requests.
     */
    get: operations['GetRequestReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetRequest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get one image request with its components
     * @description The request as the request dialog edits it, with its components and their links.
     */
    get: operations['GetRequest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetRequestStatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The workflow states a request may be in, for the list's Status filter
     * @description Every state of every workflow, sorted by workflow name, then the state's sort order. The filter sends their `id`s as `status`.
     */
    get: operations['GetRequestStatuses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetManufacturerPlatforms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List manufacturers with their platforms
     * @description Sorted by manufacturer name, platforms by name.
     */
    get: operations['GetManufacturerPlatforms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetComponentsList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the starting components list for a platform
     * @description Returns one unlinked `ComponentListItem` per active component type configured for the platform (`relatedKeytbl`, `status`, `version` null), required ones first.
     */
    get: operations['GetComponentsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetComponentTypesForJurisdiction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a platform's component types for a jurisdiction
     * @description For Platform Management. Returns all component types, active and inactive, of the platform in the jurisdiction, sorted by display name.
     */
    get: operations['GetComponentTypesForJurisdiction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetComponentsForLinking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List uploaded software that can be linked to a component type
     * @description For the link panel (`canViewRequestsPage`) and the component-type preview (`canViewAdminPage`). Returns the lab's catalogue of uploaded software matching the component type's filter (Dynamic - function, jurisdiction types, id numbers, game names, versions, positions; CustomNames - rows carry the custom name in `gameName`, `keytbl` 0 and null catalogue fields). `submissionFilter` Uploaded keeps software whose binary the lab has received, Remaining the software still to be uploaded, All both. The table pages and searches client-side.
     */
    get: operations['GetComponentsForLinking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/SubmitImageRequest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update an image request, then apply the chosen action
     * @description Without `id` creates a request; with `id` updates it. Rules (400): name, description, platform required; every `required` component must be linked (`relatedKeytbl`) and named; `priorityDueDate` required when `priority` is true (ignored otherwise). `submittalAction` is the empty UUID for Save (store only) or one of the ids from `GetAvailableQuickActions`, which is executed after saving. Records a "Created" or "Edited" event, plus the action's event when one is executed. Returns the saved request with its new status.
     */
    post: operations['SubmitImageRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetAvailableQuickActions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the quick actions offered when submitting a request
     * @description Returns the quick actions of the request's current state - for a new request (no `requestId`), of the first state of the organization's workflow - that the user's roles allow. The fixed Save action (empty UUID) is not included; the client offers it first.
     */
    get: operations['GetAvailableQuickActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetWorkflowActions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the workflow actions available for a request
     * @description Returns the actions of the request's current workflow state that the user's roles allow (the status button's menu). Not to be confused with `GetWorkflowConfigActions` (Management).
     */
    get: operations['GetWorkflowActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/ExecuteWorkflowAction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Execute a workflow action on a request
     * @description The action must belong to the request's current state, else 409 (the status changed meanwhile). Moves the request to the action's next state and records an event (action name, old and new status). Returns the new status.
     */
    put: operations['ExecuteWorkflowAction'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/RemoveImageRequest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Remove an image request
     * @description Soft delete - the request disappears from lists and lookups (404 afterwards) and a 'Request Removed' event is recorded; its rows are kept for the audit trail.
     */
    put: operations['RemoveImageRequest'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetLinkedComponents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a request's components (details Components tab)
     * @description Returns the request's components list, with the linked software's status and version where linked.
     */
    get: operations['GetLinkedComponents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetNotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a request's notes
     * @description Newest first.
     */
    get: operations['GetNotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/AddNote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a note to a request
     * @description Stores the note with the signed-in user as author, attached to a "Note Added" event (its `eventName` / `eventDescription`). Returns the new note.
     */
    post: operations['AddNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetEvents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a request's events (history)
     * @description Newest first.
     */
    get: operations['GetEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetAttachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a request's attachments
     * @description Newest first. Download one with `GetAttachment`.
     */
    get: operations['GetAttachments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/GetAttachment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download one attachment's file
     * @description Manufacturer restriction by the attachment's request. Answers the raw file bytes, not the envelope, with `Content-Disposition: attachment; filename=...`; errors still answer the JSON `ErrorEnvelope`. The client fetches it with the bearer header and saves the blob.
     */
    get: operations['GetAttachment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/BinaryRequest/AddAttachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload attachments to a request
     * @description `fileDescription` is required and at least one file (400). The uploader recorded is always the signed-in user; the `username` query parameter is accepted for compatibility with the spec and ignored. Files over the upload limit are 413. Records an "Attachments Added" event. Returns the new attachments.
     */
    post: operations['AddAttachments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/SoftwareValidation/SubmitSoftwareValidation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a software-set CSV (new software set, or for an image request)
     * @description One multipart form, two uses (see `SoftwareValidationForm`):
     *
     *     * **Software set** (no `components` field).
     *       `validationName`, `description`, `organizationId` and `softwareFile` are
     *       required. On `Success` the set is stored as a software validation with one
     *       component per row; the creator is the signed-in user (`username` is accepted and
     *       ignored).
     *     * **Image request** (`components` present). `components` is the request's current
     *       components list, a JSON-serialised `ComponentListItem[]` sent as one string field
     *       (simpler than `components[i].field`). Rows are matched to the components by
     *       component type and matching software is linked; on `Success` `result.components` is the updated
     *       list (nothing is stored - the client saves it with `SubmitImageRequest`).
     *
     *     The file must be `.csv` and at most 5 MiB (413 above).
     *     **The three outcomes are all HTTP 200 with `success: true`**; the outcome is
     *     `result.resultType` and the envelope `message` equals `result.message`:
     *     `Error` (the file breaks a rule of `software-set-csv.md`; the message lists the
     *     problems by line), `SoftwareNotFound` (rows that match no uploaded software; the
     *     message lists them), `Success`. Nothing is stored unless `Success`.
     *     A request the server cannot process at all (missing fields, not multipart) is 400.
     */
    post: operations['SubmitSoftwareValidation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/SoftwareValidation/GetRemoteVerificationData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a software validation's alias and file name
     * @description The alias the validation was stored under and the name of the uploaded set file.
     */
    get: operations['GetRemoteVerificationData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/SoftwareValidation/GetSoftwareValidations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Page through software validations
     * @description `searchTerm` matches upload name, description, manufacturer and creator. Default sort UploadName descending.
     */
    get: operations['GetSoftwareValidations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/SoftwareValidation/ExportSoftwareValidations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download every software set validation the list's search selects
     * @description GetSoftwareValidations' rows for its search and sort, every page: Id, Upload Name, Manufacturer, Description, Created By, Created On (UTC). The manufacturer restriction applies. Streamed as ExportRequests is (constant memory), not the envelope: `format=csv` (UTF-8 with a byte order mark, RFC 4180) or `format=xlsx`, cells beginning with `=`, `+`, `-`, `@`, a tab or a carriage return prefixed with `'`. Each export is recorded in the audit trail.
     */
    get: operations['ExportSoftwareValidations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/SoftwareValidation/GetComponentsForValidation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a software validation's components
     * @description In file order.
     */
    get: operations['GetComponentsForValidation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/SSIFSubmission/GetSubmissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Page through SSIF submissions
     * @description `canDeleteSSIFSubmission` is the flag that opens the SSIF page. `searchTerm` matches software alias, description, manufacturer, platform and file name. Default sort uploadDateTime descending.
     */
    get: operations['GetSubmissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/SSIFSubmission/ExportSubmissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download every SSIF submission the list's search selects
     * @description GetSubmissions' rows for its search and sort, every page: Identity, Software Alias, Description, Manufacturer, Platform, File Name, Uploaded (UTC). The manufacturer restriction applies. Streamed as ExportRequests is (constant memory), not the envelope: `format=csv` (UTF-8 with a byte order mark, RFC 4180) or `format=xlsx`, cells beginning with `=`, `+`, `-`, `@`, a tab or a carriage return prefixed with `'`. Each export is recorded in the audit trail.
     */
    get: operations['ExportSubmissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/SSIFSubmission/GetComponentsForSubmission': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an SSIF submission's components
     * @description Also a request's submission info (`canViewRequestsPage`).
     */
    get: operations['GetComponentsForSubmission'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/SSIFSubmission/RemoveSubmission': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Remove an SSIF submission
     * @description No body. `manufacturer` must be the submission's manufacturer (400 otherwise - a guard against deleting the wrong record). Deletes the submission and its components, clears it from any image request's submission info and records a "SSIF Submission Removed" event on those requests.
     */
    put: operations['RemoveSubmission'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/GetWorkflows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List workflows
     * @description Sorted by name. Also feeds the organization form's Workflow select.
     */
    get: operations['GetWorkflows'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/GetWorkflowStates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a workflow's states
     * @description Sorted by `sortOrder`.
     */
    get: operations['GetWorkflowStates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/GetWorkflowActions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a workflow state's configured actions
     * @description Returns every action of the state with its next state and allowed roles. (operationId renamed from the path's `GetWorkflowActions`, which is taken by the BinaryRequest call.)
     */
    get: operations['GetWorkflowConfigActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/SaveWorkflow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or rename a workflow
     * @description The empty UUID creates a workflow; any other id renames it (404 if unknown). A name already used by another workflow is 409, and so is a rename sending an older `version` than the stored one (nothing is stored). Returns the saved workflow with its real id.
     */
    post: operations['SaveWorkflow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/SaveWorkflowState': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a workflow state
     * @description The empty UUID creates a state in `workflowId`; any other id updates it. A description already used in the same workflow is 409, and so is an edit sending an older `version` than the stored one (nothing is stored). Returns the saved state.
     */
    post: operations['SaveWorkflowState'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/SaveWorkflowAction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a workflow action
     * @description The empty UUID creates an action in `workflowStateId`; any other id updates it. `nextState` must be a state of the same workflow (400). `allowedRoles` is applied as sent (roles are also added / removed one at a time with `AddActionRole` / `DeleteActionRole`). A description already used in the same state is 409, and so is an edit sending an older `version` than the stored one (nothing is stored). Returns the saved action.
     */
    post: operations['SaveWorkflowAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/AddActionRole': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Allow a role to use a workflow action
     * @description No body. Idempotent - adding a role that is already allowed succeeds without change; a role added moves the action's `version` on.
     */
    post: operations['AddActionRole'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/DeleteActionRole': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop a role from using a workflow action
     * @description No body. Idempotent - removing a role that is not allowed succeeds without change; a role removed moves the action's `version` on.
     */
    post: operations['DeleteActionRole'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/SaveComponentType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a component type
     * @description `componentID` 0 creates a type for the platform (`manufacturerId` = the platform's mid) and jurisdiction; any other id updates it. The comma-joined lists are trimmed and de-duplicated; `function` must be one of the component function choices and each jurisdiction type one of AP, NU, CP, OH, TC, RA (400). A display name already used for the same platform and jurisdiction is 409, and so is an edit sending an older `version` than the stored one (nothing is stored). Returns the saved type.
     */
    post: operations['SaveComponentType'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/AddPlatform': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a platform to a manufacturer
     * @description Here `manufacturerId` is the manufacturer's id (not a platform mid). A platform name already used by the manufacturer is 409. Returns the new platform with its `mid`.
     */
    post: operations['AddPlatform'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/GatherManufacturers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the caller's manufacturers with their platforms (admin)
     * @description A manufacturer-restricted caller gets only their own manufacturers, the only ones `AddPlatform` and `SaveComponentType` accept from them.
     */
    get: operations['GatherManufacturers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Management/GatherAllUsers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List all active users (unpaged)
     * @description Sorted by last name, first name; feeds the Super User select.
     */
    get: operations['GatherAllUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/GatherJurisdictionsForUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the jurisdictions available to the signed-in user
     * @description The jurisdictions of the user's organizations (all for a super user), sorted by name; 129 is the default jurisdiction.
     */
    get: operations['GatherJurisdictionsForUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/GetOrganizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Page through organizations
     * @description Disabled (removed) organizations are not listed. `searchTerm` matches name, property code, server IP and super user name. Default sort Name descending (the spec's client sends Name as `UploadName`). Rows carry every field of the Organization Details form, so no separate get-one call exists; users and jurisdictions come from their own calls.
     */
    get: operations['GetOrganizations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/GetOrganizationUsers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an organization's users
     * @description With `organizationId`, that organization's members; without it, the members of the signed-in user's own organizations (all users for a super user). Sorted by last name, first name.
     */
    get: operations['GetOrganizationUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/SaveOrganizationInformation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an organization
     * @description `objectId` must be the empty UUID (400 otherwise; use `UpdateOrganization` for an existing one). Name, super user and workflow are required. A name already used is 409. Returns the new organization.
     */
    post: operations['SaveOrganizationInformation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/UpdateOrganization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update an organization
     * @description Same body as `SaveOrganizationInformation` with the real `objectId` (404 if unknown or removed). Users and jurisdictions are changed with their own calls, not here. A name already used by another organization is 409, and so is a save sending an older `version` than the stored one (nothing is stored). Returns the updated organization.
     */
    put: operations['UpdateOrganization'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/RemoveOrganization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Remove (disable) an organization
     * @description Soft delete - the organization is disabled and disappears from lists and selects; its image requests are kept.
     */
    put: operations['RemoveOrganization'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/GetOrganizationJurisdictions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an organization's jurisdictions
     * @description Sorted by name.
     */
    get: operations['GetOrganizationJurisdictions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/GetAvailableJurisdictionsForOrganization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List jurisdictions an organization does not have yet
     * @description Sorted by name.
     */
    get: operations['GetAvailableJurisdictionsForOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/AddOrganizationJurisdictions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add jurisdictions to an organization
     * @description Ids already present are ignored; unknown ids are 400. Returns the organization's jurisdictions after the change.
     */
    post: operations['AddOrganizationJurisdictions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/RemoveOrganizationJurisdictions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove jurisdictions from an organization
     * @description Ids not present are ignored. Returns the organization's jurisdictions after the change.
     */
    post: operations['RemoveOrganizationJurisdictions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/AddOrganizationUsers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add users to an organization
     * @description The refusal's wording is the product spec's, double space included. Users already members are ignored; unknown ids are 400. Returns the organization's users after the change.
     */
    post: operations['AddOrganizationUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/RemoveOrganizationUsers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove users from an organization
     * @description Users not members are ignored. The organization's super user cannot be removed (400). Returns the organization's users after the change.
     */
    post: operations['RemoveOrganizationUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/GetUsersNotPartOfOrganization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List active users who are not members of an organization
     * @description Sorted by last name, first name; feeds the Add Users picker.
     */
    get: operations['GetUsersNotPartOfOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/GetAuditTrail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Page through the audit trail (super users)
     * @description The append-only record of every administrative change (users, roles, organizations, workflows, platforms, component types, settings), every sign-in (succeeded and failed), every export and every deletion: who (`actorId`, `actorUsername`), when, from which address, what (`kind`, `action`, the target) and what changed (`before` -> `after`, only the fields that changed; never a password, token, key or secret). Newest first unless asked. `actor` is a username (any case; a failed sign-in is filed under the username given); `kind` may repeat; `from` and `to` are UTC dates, both inclusive; `searchTerm` matches the actor, the address, the kind, the action, the target and the text of `before`, `after` and `details`.
     */
    get: operations['GetAuditTrail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administrative/ExportAuditTrail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download every audit entry GetAuditTrail's filters select (super users)
     * @description GetAuditTrail's entries for its filters and sort, every page: When (UTC), Actor, Address, Kind, Action, Target, Before, After, Details (the last three as JSON text; entries are redacted when written, so never a password, token, key or secret). Super users only, as GetAuditTrail. Streamed as ExportRequests is (constant memory, one snapshot), not the envelope: `format=csv` (UTF-8 with a byte order mark, RFC 4180) or `format=xlsx`, cells beginning with `=`, `+`, `-`, `@`, a tab or a carriage return prefixed with `'`. Each export is recorded in the audit trail (before its rows are read, so the file includes its own entry).
     */
    get: operations['ExportAuditTrail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Events/Stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Stream the changes the caller may see (Server-Sent Events)
     * @description A long-lived `text/event-stream` answer (Server-Sent Events). The token goes in the
     *     `Authorization` header like every other call (the browser reads the stream with `fetch`,
     *     never `EventSource`, so the token is never in a URL). Each event names what changed and
     *     its new version, never the data: the client refetches through the normal, access-checked
     *     operations.
     *
     *     **Frames.** A change is
     *     `id: <event id>` / `event: change` / `data: <ChangeEvent as JSON>`, then an empty line;
     *     the id is an increasing integer (as text) to send back as `Last-Event-ID`.
     *     `event: refresh` with `data: {}` (and no id) means events may have been missed and
     *     cannot be replayed: refetch everything shown. A comment line `: ping` is sent every
     *     25 seconds so proxies and the client can tell a live stream from a dead one; a client
     *     that hears nothing for a minute should reconnect.
     *
     *     **What a subscriber hears.** Only changes to records it may read, by the rules of the
     *     read operations: `request`, `note` and `attachment` events follow the request's
     *     manufacturer (a manufacturer-restricted user hears nothing of other manufacturers'
     *     requests, not even their ids; the removal of a request reaches whoever could see it);
     *     `organization` events need what `GetOrganizations` needs, `user` events what `GetUsers`
     *     needs (one's own profile is always heard), `workflow` events what `GetWorkflows`
     *     needs, `platform` events what `GetComponentTypesForJurisdiction` or
     *     `GetManufacturerPlatforms` needs, within the platform's manufacturer; a `notification`
     *     event reaches its recipient only.
     *
     *     **Origin.** A write may carry an `X-Client-Id` header (8 to 64 letters, digits, `-` or
     *     `_`; otherwise ignored): a random id of the browser tab, never reused across tabs. The
     *     change events of that write then carry it as `origin`, on the streams of the user who made
     *     the write only, so that tab can tell its own changes from others' and skip refetching
     *     them.
     *
     *     **Replay.** On reconnecting, send the last id received as `Last-Event-ID`: the events
     *     after it are sent first (those the caller may see). When that id is unknown or older
     *     than the server keeps (24 hours), a `refresh` event is sent instead. The same follows
     *     when the server lost its database connection and has re-established it.
     *
     *     **End.** The server ends the stream when the token expires (sign in again, then
     *     reconnect), and when it shuts down (reconnect with back-off). A user may hold at most
     *     20 streams at once (one per browser, shared between its tabs); one more answers 429.
     *     The answer is not compressed or cached (`Cache-Control: no-store`,
     *     `X-Accel-Buffering: no`).
     */
    get: operations['StreamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notifications/GetNotifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Page through my notifications
     * @description Newest first. `unreadCount` counts all of the caller's unread notifications (not only this page's), for the header's "Notifications" badge. `unreadOnly` lists unread ones only.
     */
    get: operations['GetNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notifications/MarkNotificationsRead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark some of my notifications read
     * @description Ids that are not the caller's, or already read, are ignored (no error). Returns the unread count after the change.
     */
    post: operations['MarkNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notifications/MarkAllNotificationsRead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark all my notifications read
     * @description No body. Returns the unread count after the change (0).
     */
    post: operations['MarkAllNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notifications/GetNotificationPreferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my notification preferences
     * @description A user who never saved them has the default, `inAppAndEmail`.
     */
    get: operations['GetNotificationPreferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notifications/SaveNotificationPreferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save my notification preferences
     * @description Applies to changes made from now on. `none` stops new notifications (in the app and by e-mail) but keeps the ones already received. Returns the saved preferences.
     */
    post: operations['SaveNotificationPreferences'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notifications/GetRequestFollowing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether I follow a request
     * @description A separate call rather than a field of `GetRequest`, so the request's details stay the same for every reader and can be cached as such. Unknown, removed or invisible request is 404.
     */
    get: operations['GetRequestFollowing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notifications/FollowRequest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Follow a request
     * @description From now on the caller is notified of the request's status changes, notes, attachments and removal made by others. Following twice is the same as once. The creator of a request follows it from its creation. Unknown, removed or invisible request is 404.
     */
    put: operations['FollowRequest'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notifications/UnfollowRequest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Stop following a request
     * @description The caller is no longer notified about the request (its creator too). Unfollowing a request one does not follow is the same as following it no more. Unknown, removed or invisible request is 404.
     */
    put: operations['UnfollowRequest'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Every non-2xx answer. */
    ErrorEnvelope: {
      /** @enum {boolean} */
      success: false;
      /** @description What went wrong, for people; its words may change. */
      message: string;
      code: components['schemas']['ErrorCode'];
      /** @description The request field the refusal is about, when it is about one: the body's property as this contract names it (`newPassword`, `email`), dotted for nested ones. Absent when the refusal concerns no single field. Clients mark fields by it, never by the message's words. */
      field?: string;
      result: components['schemas']['NullResult'];
    };
    /**
     * @description What kind of refusal an error answer is, for programs (the `message` is for people). `validation` (400) the request breaks this contract or a business rule; `unauthorized` (401) no token, or a bad or expired one (wrong credentials at Login are `validation`); `forbidden` (403) the user lacks the permission; `not_found` (404) no such record or call; `timeout` (408) the request took too long to arrive; `stale` (409) the record was saved by someone else since it was loaded (reload it); `conflict` (409) any other clash with stored data (a duplicate name, a changed status); `too_large` (413, 431) the body, or the request line and headers, are over the limit; `unsupported_media_type` (415) a body of a type the operation does not declare; `rate_limited` (429) too many attempts or uploads, try again later; `unavailable` (503) the database is down or a query ran too long; `internal` (500) an unexpected fault; `second_factor_required` (403) a super user must set up two-factor authentication before anything else (`REQUIRE_2FA_FOR_SUPER_USERS`).
     * @enum {string}
     */
    ErrorCode:
      | 'validation'
      | 'unauthorized'
      | 'forbidden'
      | 'not_found'
      | 'timeout'
      | 'stale'
      | 'conflict'
      | 'too_large'
      | 'unsupported_media_type'
      | 'rate_limited'
      | 'unavailable'
      | 'internal'
      | 'second_factor_required';
    /**
     * @description Always null.
     * @enum {object|null}
     */
    NullResult: never | null;
    /** @description A success with nothing to return; `message` carries the server's text. */
    EmptyEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['NullResult'];
    };
    SignInOptions: {
      /** @description The username and password form is offered. */
      passwordLogin: boolean;
      /** @description Single sign-on, when configured. */
      sso: {
        /** @description The button reads "Sign in with {label}". */
        label: string;
      } | null;
    };
    SignInOptionsEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['SignInOptions'];
    };
    CompleteSsoSignInRequest: {
      code: string;
    };
    Session: {
      /** Format: uuid */
      sessionId: string;
      /**
       * @description How the session was signed in.
       * @enum {string}
       */
      method: 'password' | 'sso' | 'passkey';
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description The last call made with it, to within a minute.
       */
      lastSeenAt: string;
      /** @description The address it was signed in from. */
      address: string;
      /** @description The browser's User-Agent at sign-in (may be empty). */
      userAgent: string;
      /** @description The session of the token sent (this browser). */
      current: boolean;
    };
    SessionListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Session'][];
    };
    EndSessionRequest: {
      /** Format: uuid */
      sessionId: string;
    };
    EndUserSessionsRequest: {
      /** Format: uuid */
      userId: string;
    };
    SaveNewPasswordResult: {
      /** @description A fresh token when callers changed their own password; null otherwise. */
      token: string | null;
    };
    SaveNewPasswordEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['SaveNewPasswordResult'];
    };
    LoginRequest: {
      username: string;
      password: string;
      /**
       * @description Keep me logged in for 7 days.
       * @default false
       */
      rememberMe?: boolean;
    };
    LoginResult: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      status: 'signedIn';
      /** @description The JWT; send it as `Authorization: Bearer <token>`. */
      token: string;
      user: components['schemas']['User'];
    };
    RegisterRequest: {
      newUsername: string;
      activationKey: string;
      newPassword: string;
      /** @description Must equal `newPassword`. */
      confirmPassword: string;
    };
    TokenInformation: {
      valid: boolean;
      /** @description The user must set up a second factor before anything else (a super user while `REQUIRE_2FA_FOR_SUPER_USERS=true`); false when the token is not valid. */
      secondFactorEnrolmentRequired: boolean;
      /** @description Null when the token is not valid. */
      user: components['schemas']['TokenUser'] | components['schemas']['NullResult'];
      /** @description Null when the token is not valid. */
      permissions: components['schemas']['Permissions'] | components['schemas']['NullResult'];
    };
    TokenUser: {
      /** Format: uuid */
      userId: string;
      username: string;
      firstName: string;
      lastName: string;
      email: string;
      /** @description True when one of the user's roles is a super-user role. Only a super user sets another user's password or changes another user's e-mail address, so User Management offers those fields to a super user only. */
      isSuperUser: boolean;
    };
    /** @description The permission flags computed from the user's roles (spec section 6). */
    Permissions: {
      canViewRequestsPage: boolean;
      canViewSoftwareValidationsPage: boolean;
      canViewAdminPage: boolean;
      canCreateSoftwareValidation: boolean;
      canCreateBinaryRequest: boolean;
      canEditBinaryRequest: boolean;
      canDeleteBinaryRequest: boolean;
      canDeleteSSIFSubmission: boolean;
      canAddOrganizations: boolean;
      canDisableOrganizations: boolean;
      canEditOrganizations: boolean;
      canEditOrganizationUsers: boolean;
      canEditOrganizationJurisdictions: boolean;
      canViewGPSPath: boolean;
    };
    User: {
      /** Format: uuid */
      userId: string;
      /**
       * Format: int32
       * @description Grows by one with every save of the profile (roles included). An edit sends the version it was loaded with; a save of an older version answers 409 (nothing is overwritten).
       */
      version: number;
      username: string;
      firstName: string;
      lastName: string;
      /** @description Empty string when not set. */
      title: string;
      /** @description Empty string when not set. */
      department: string;
      /** @description Empty string when not set. */
      badgeNumber: string;
      /** Format: email */
      email: string;
      userRoles: components['schemas']['Role'][];
      /**
       * Format: date-time
       * @description When the password expires; null = never.
       */
      passwordExpirationDate: string | null;
    };
    /**
     * @description What an audit entry is about: `user` (invites, profiles, roles, passwords, registration, reset requests), `signIn`, `organization`, `workflow` (workflows, states, actions and their roles), `platform`, `componentType`, `setting`, `export` (a list exported), `request`, `softwareValidation`, `ssifSubmission` (their removal).
     * @enum {string}
     */
    AuditKind:
      | 'user'
      | 'signIn'
      | 'organization'
      | 'workflow'
      | 'platform'
      | 'componentType'
      | 'setting'
      | 'export'
      | 'request'
      | 'softwareValidation'
      | 'ssifSubmission';
    AuditEntry: {
      /** Format: int32 */
      id: number;
      /** Format: date-time */
      occurredAt: string;
      /**
       * Format: uuid
       * @description Null for a sign-in under a username that names no one.
       */
      actorId: string | null;
      actorUsername: string;
      /** @description The caller's address as the server saw it. */
      address: string | null;
      kind: components['schemas']['AuditKind'];
      /** @description A camelCase verb: created, updated, removed, rolesChanged, passwordSet, invited, succeeded, failed, exported... */
      action: string;
      targetId: string | null;
      targetLabel: string | null;
      /** @description The changed fields as they were (null for a creation). */
      before: {
        [key: string]: unknown;
      } | null;
      /** @description The changed fields as they became (null for a removal). */
      after: {
        [key: string]: unknown;
      } | null;
      /** @description Anything else worth keeping: a failed sign-in's reason, an export's format and filters. */
      details: {
        [key: string]: unknown;
      };
    };
    AuditTrailPage: {
      /**
       * Format: int32
       * @description Total entries matching the filters.
       */
      rowCount: number;
      gridRows: components['schemas']['AuditEntry'][];
    };
    UserListRow: {
      /** Format: uuid */
      userId: string;
      username: string;
      firstName: string;
      lastName: string;
      email: string;
    };
    UserList: {
      /**
       * Format: int32
       * @description Total rows matching the search.
       */
      rowCount: number;
      gridRows: components['schemas']['UserListRow'][];
    };
    SaveUserInformationRequest: {
      /** Format: uuid */
      userId: string;
      /**
       * Format: int32
       * @description The user's `version` as loaded. When the user has been saved since, the answer is 409 'This user was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Without it the save is not checked.
       */
      version?: number;
      firstName: string;
      lastName: string;
      title?: string;
      department?: string;
      badgeNumber?: string;
      /** Format: email */
      email: string;
      /** @description Only admins send it (ignored otherwise); see `SaveUserInformation`. */
      userRoles?: components['schemas']['Role'][];
    };
    SendUserInviteRequest: {
      username: string;
      firstName: string;
      lastName: string;
      title?: string;
      department?: string;
      badgeNumber?: string;
      /** Format: email */
      email: string;
      /** @description Only `objectId` is read; each must be assignable by the caller. At least one is required: an empty list is refused with 'No roles were selected to assign to the new user. Please select at least one user role.' */
      userRoles: components['schemas']['Role'][];
    };
    SaveNewPasswordRequest: {
      /** Format: uuid */
      userId: string;
      newPassword: string;
    };
    /** @description In request bodies only `objectId` is read; the other fields are ignored. */
    Role: {
      /** Format: uuid */
      objectId: string;
      description: string;
      isSuperUser: boolean;
      isManufacturerRestrictingRoles: boolean;
      /** Format: date-time */
      createdOn: string;
      createdBy: string;
      /** Format: date-time */
      updatedOn: string | null;
      updatedBy: string | null;
    };
    /** @description multipart/form-data; `attachments` may repeat. */
    SupportTicketForm: {
      /** @description Full name. */
      name: string;
      /** @description Optional (may be empty); more than 9 characters, digits and dashes only (###-###-####). */
      phoneNumber?: string;
      /** Format: email */
      email: string;
      description: string;
      attachments?: Blob[];
    };
    /** @description `Login`'s answer: signed in (`status: signedIn`, a token), or, for a user with two-factor authentication, a challenge to answer (`status: secondFactor`) with `VerifySecondFactor` or `StartPasskeySignIn`. */
    LoginAnswer:
      components['schemas']['LoginResult'] | components['schemas']['SecondFactorChallenge'];
    SecondFactorChallenge: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      status: 'secondFactor';
      /** @description Signed, valid 5 minutes; names the user and `rememberMe`. Not a session: no other operation accepts it as a bearer token. */
      challengeToken: string;
      /** @description The second factors the user has (`totp` also takes a recovery code). */
      methods: ('totp' | 'passkey')[];
    };
    VerifySecondFactorRequest: {
      challengeToken: string;
      /** @description A 6-digit code of the authenticator app, or a recovery code. */
      code: string;
    };
    StartPasskeySignInRequest: {
      /** @description `Login`'s challenge: the passkey is the second factor. Absent: password-less. */
      challengeToken?: string;
    };
    /** @description A WebAuthn structure in its JSON form, as `@simplewebauthn/browser` reads or writes it (options for the browser, or the browser's answer); checked by the server, not here. */
    WebAuthnJson: {
      [key: string]: unknown;
    };
    PasskeyCeremony: {
      /** Format: uuid */
      ceremonyId: string;
      options: components['schemas']['WebAuthnJson'];
    };
    FinishPasskeySignInRequest: {
      /** Format: uuid */
      ceremonyId: string;
      credential: components['schemas']['WebAuthnJson'];
      challengeToken?: string;
      /**
       * @description Keep me logged in for 7 days (password-less sign-in).
       * @default false
       */
      rememberMe?: boolean;
    };
    SecondFactors: {
      totpEnabled: boolean;
      /** Format: int32 */
      recoveryCodesLeft: number;
      passkeys: components['schemas']['Passkey'][];
      /** @description A super user without a second factor while `REQUIRE_2FA_FOR_SUPER_USERS=true`: every operation but the enrolment answers 403 `second_factor_required`. */
      enrolmentRequired: boolean;
    };
    Passkey: {
      /** Format: uuid */
      passkeyId: string;
      name: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastUsedAt: string | null;
    };
    TotpSetup: {
      /** @description Base32, for typing into an app by hand. */
      secret: string;
      /** @description The `otpauth://totp/…` URI the QR code carries. */
      otpauthUri: string;
    };
    TotpCodeRequest: {
      code: string;
    };
    RecoveryCodes: {
      /** @description Ten codes, each usable once in place of an authentication code. Shown once. */
      recoveryCodes: string[];
    };
    DisableTotpRequest: {
      password: string;
      code: string;
    };
    FinishPasskeyRegistrationRequest: {
      /** Format: uuid */
      ceremonyId: string;
      name: string;
      credential: components['schemas']['WebAuthnJson'];
    };
    RenamePasskeyRequest: {
      /** Format: uuid */
      passkeyId: string;
      name: string;
    };
    PasskeyIdRequest: {
      /** Format: uuid */
      passkeyId: string;
    };
    ResetSecondFactorsRequest: {
      /** Format: uuid */
      userId: string;
    };
    ImageRequestRow: {
      /** Format: int32 */
      id: number;
      uploadName: string;
      /** @description Manufacturer name. */
      manufacturer: string;
      description: string;
      /** @description Creator's display name. */
      createdBy: string;
      /** Format: date-time */
      createdOn: string;
      status: string;
      priority: boolean;
      /** Format: date */
      priorityDueDate: string | null;
      pastDue: boolean;
    };
    RequestList: {
      /**
       * Format: int32
       * @description Total rows matching the search; when `rowCountCapped` is true, a lower bound (more rows than this match; see GetRequests).
       */
      rowCount: number;
      /** @description True when the search's count stopped at its cap (1,000 matches) and more than `rowCount` requests match; false when `rowCount` is exact. */
      rowCountCapped: boolean;
      gridRows: components['schemas']['ImageRequestRow'][];
    };
    ImageRequest: {
      /** Format: int32 */
      id: number;
      /**
       * Format: int32
       * @description Grows by one with every save of the request. An edit sends the version it was loaded with; a save of an older version answers 409 (nothing is overwritten).
       */
      version: number;
      name: string;
      description: string;
      /** @description The platform's name. */
      manufacturer: string;
      /**
       * Format: int32
       * @description The platform's `mid`.
       */
      manufacturerId: number;
      /** @description The manufacturer's name (for display). */
      manufacturerName: string;
      /** Format: uuid */
      organizationId: string;
      /** @description The organization's name, for display (the editor may not be one of its members). */
      organizationName?: string | null;
      components: components['schemas']['ComponentListItem'][];
      priority: boolean;
      /** Format: date */
      priorityDueDate: string | null;
      /** @description Null when not set or when the user lacks `canViewGPSPath`. */
      gpsPath: string | null;
      status: string;
      createdBy: string;
      /**
       * Format: uuid
       * @description The creator's userId; the creator may edit the request without canEditBinaryRequest.
       */
      createdById: string;
      /** Format: date-time */
      createdOn: string;
      pastDue: boolean;
      submissionInfo: components['schemas']['SubmissionInfo'];
    };
    ImageRequestSubmit: {
      /**
       * Format: int32
       * @description Only when editing an existing request.
       */
      id?: number;
      /**
       * Format: int32
       * @description With `id`: the request's `version` as loaded. When the request has been saved since, the answer is 409 'This request was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored.
       */
      version?: number;
      /**
       * Format: uuid
       * @description The chosen action's id; the empty UUID `00000000-0000-0000-0000-000000000000` is the fixed Save action (store without changing status).
       */
      submittalAction: string;
      components: components['schemas']['ComponentListItem'][];
      name: string;
      description: string;
      /**
       * Format: int32
       * @description The platform's `mid`.
       */
      manufacturerId: number;
      /** @description The platform's name. */
      manufacturer: string;
      priority: boolean;
      /** Format: uuid */
      organizationId: string;
      gpsPath?: string;
      /**
       * Format: date
       * @description Only when `priority` is true (then required).
       */
      priorityDueDate?: string;
    };
    ComponentListItem: {
      /**
       * Format: int32
       * @description The component type's id.
       */
      componentID: number;
      componentType: string;
      required: boolean;
      isGame: boolean;
      /**
       * Format: int32
       * @description The linked software's `keytbl`; null = not linked.
       */
      relatedKeytbl: number | null;
      name: string;
      description: string;
      /** @description The linked software's status. */
      status: string | null;
      version: string | null;
      platform: string;
      /** @description Added by the user with the Custom Component dialog. */
      isCustom: boolean;
    };
    /** @description One piece of uploaded software in the lab's catalogue. For a CustomNames component type the rows are the name-only form - the name in `gameName`, the other text fields null. */
    LinkableComponent: {
      /** Format: int32 */
      keytbl: number;
      status: string | null;
      fileNumber: string | null;
      manufacturer: string | null;
      idNumber: string | null;
      version: string | null;
      dateCode: string | null;
      gameName: string | null;
      function: string | null;
      position: string | null;
    };
    /**
     * @description Uploaded = software whose binary the lab has received, Remaining = still to be uploaded, All = both.
     * @default All
     * @enum {string}
     */
    SubmissionFilter: 'All' | 'Uploaded' | 'Remaining';
    /** @description The request's SSIF submission; `identity` -1 (and empty strings) = none. */
    SubmissionInfo: {
      description: string;
      softwareAlias: string;
      filename: string;
      /** Format: date-time */
      uploadDateTime: string | null;
      /** Format: int32 */
      identity: number;
      manufacturer: string;
      platform: string;
    };
    WorkflowActionOption: {
      /** Format: uuid */
      id: string;
      description: string;
    };
    QuickAction: {
      /** Format: uuid */
      id: string;
      description: string;
      quickAction: boolean;
    };
    ExecuteWorkflowActionResult: {
      /** @description The request's new status. */
      description: string;
    };
    Note: {
      /** Format: uuid */
      objectId: string;
      noteText: string;
      createdBy: string;
      /** Format: date-time */
      createdOn: string;
      eventName: string;
      eventDescription: string;
    };
    AddNoteRequest: {
      /** Format: int32 */
      requestId: number;
      noteText: string;
    };
    Attachment: {
      /** Format: uuid */
      objectId: string;
      fileName: string;
      /** @description Server-side storage key; download with `GetAttachment`. */
      filePath: string;
      fileDescription: string;
      uploadedBy: string;
      /** Format: date-time */
      uploadDate: string;
    };
    /** @description multipart/form-data; `attachments` repeats once per file. */
    AddAttachmentsForm: {
      /** Format: int32 */
      requestId: number;
      fileDescription: string;
      attachments: Blob[];
    };
    Event: {
      /** Format: uuid */
      objectId: string;
      eventName: string;
      description: string;
      createdBy: string;
      /** Format: date-time */
      createdOn: string;
    };
    SoftwareValidationRow: {
      /** Format: int32 */
      id: number;
      uploadName: string;
      manufacturer: string;
      description: string;
      createdBy: string;
      /** Format: date-time */
      createdOn: string;
    };
    SoftwareValidationList: {
      /**
       * Format: int32
       * @description Total rows matching the search.
       */
      rowCount: number;
      gridRows: components['schemas']['SoftwareValidationRow'][];
    };
    RemoteVerificationData: {
      softwareAlias: string;
      filename: string;
    };
    ValidationComponent: {
      name: string;
      componentType: string;
      status: string;
      required: boolean;
    };
    /** @description multipart/form-data, two forms in one schema. Software set - `validationName`, `description`, `organizationId`, `softwareFile` (and `username`, ignored). Image request - `currentFileUsed`, `manufacturerId`, `components` (a JSON string holding a `ComponentListItem[]`) and `softwareFile`. The presence of `components` selects the image-request form. */
    SoftwareValidationForm: {
      description?: string;
      validationName?: string;
      /** @description Accepted and ignored (the signed-in user is the creator). */
      username?: string;
      /** Format: uuid */
      organizationId?: string;
      /** @description The name of the file being uploaded. */
      currentFileUsed?: string;
      /**
       * Format: int32
       * @description The platform's `mid`.
       */
      manufacturerId?: number;
      /** @description JSON-serialised array of `ComponentListItem` (the request's current components list), e.g. `JSON.stringify(components)`. One string field instead of `components[i].field` form fields. */
      components?: string;
      /**
       * Format: binary
       * @description The software-set CSV (`.csv`, text/csv, at most 5 MiB).
       */
      softwareFile: Blob;
    };
    SoftwareValidationResult: {
      /** @enum {string} */
      resultType: 'Success' | 'Error' | 'SoftwareNotFound';
      /** @description For Error / SoftwareNotFound the problems found, one per line. */
      message: string;
      /** @description The file the result came from. */
      currentFileUsed: string;
      /** @description Image-request form with `Success` only - the updated components list with the matching software linked. Null otherwise. */
      components: components['schemas']['ComponentListItem'][] | null;
      /**
       * Format: int32
       * @description Software set with `Success` only - the id of the stored software validation, so the client can select it. Absent or null otherwise.
       */
      validationId?: number | null;
    };
    SSIFSubmission: {
      /** Format: int32 */
      identity: number;
      softwareAlias: string;
      description: string;
      manufacturer: string;
      platform: string;
      filename: string;
      /** Format: date-time */
      uploadDateTime: string;
    };
    SSIFSubmissionList: {
      /**
       * Format: int32
       * @description Total rows matching the search.
       */
      rowCount: number;
      gridRows: components['schemas']['SSIFSubmission'][];
    };
    Workflow: {
      /**
       * Format: uuid
       * @description The empty UUID for an unsaved workflow.
       */
      id: string;
      name: string;
      /**
       * Format: int32
       * @description Always in answers: grows by one with every rename. A rename sends the version it was loaded with; when the workflow has been saved since, the answer is 409 'This workflow was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Ignored when creating; without it a rename is not checked.
       */
      version?: number;
    };
    WorkflowState: {
      /**
       * Format: uuid
       * @description The empty UUID for an unsaved state.
       */
      id: string;
      /** @description The state name (shown as the request status). */
      description: string;
      /** Format: int32 */
      sortOrder: number;
      /**
       * Format: int32
       * @description Always in answers: grows by one with every save of the state. An edit sends the version it was loaded with; when the state has been saved since, the answer is 409 'This workflow state was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Ignored when creating (and in an action's `nextState`); without it an edit is not checked.
       */
      version?: number;
    };
    WorkflowConfigAction: {
      /**
       * Format: uuid
       * @description The empty UUID for an unsaved action.
       */
      id: string;
      description: string;
      quickAction: boolean;
      /**
       * Format: int32
       * @description Always in answers: grows by one with every save of the action and with every role added to or removed from it (`AddActionRole`, `DeleteActionRole`), since a save applies `allowedRoles` as sent. An edit sends the version it was loaded with; when the action has changed since, the answer is 409 'This workflow action was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Ignored when creating; without it an edit is not checked.
       */
      version?: number;
      /** @description The state the action leads to; null = none chosen yet (the action keeps the request's state). */
      nextState: components['schemas']['WorkflowState'] | components['schemas']['NullResult'];
      /** @description In request bodies only each role's `objectId` is read. */
      allowedRoles: components['schemas']['Role'][];
    };
    Manufacturer: {
      /** Format: int32 */
      manufacturerId: number;
      manufacturerName: string;
      platforms: components['schemas']['Platform'][];
    };
    Platform: {
      /** Format: int32 */
      mid: number;
      platform: string;
      name: string;
      gSAID: string | null;
      sASID: string | null;
    };
    NewPlatform: {
      /**
       * Format: int32
       * @description The manufacturer's id.
       */
      manufacturerId: number;
      platform: string;
      /** @description Only for jurisdiction 129. */
      sASID?: string | null;
    };
    Jurisdiction: {
      /**
       * Format: int32
       * @description 129 is the default jurisdiction.
       */
      jurisdictionId: number;
      jurisdictionName: string;
    };
    /**
     * @description Component-type filter / link-panel mode. Query = plain linking from a request.
     * @enum {string}
     */
    Mode: 'Query' | 'CustomNames' | 'Dynamic';
    ComponentType: {
      /**
       * Format: int32
       * @description 0 = new (unsaved).
       */
      componentID: number;
      /**
       * Format: int32
       * @description Always in answers: grows by one with every save of the type. An edit sends the version it was loaded with; when the type has been saved since, the answer is 409 'This component type was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Ignored when creating; without it an edit is not checked.
       */
      version?: number;
      /**
       * Format: int32
       * @description The platform's `mid`.
       */
      manufacturerId: number;
      /** Format: int32 */
      jurisdictionId: number;
      componentType: string;
      displayName: string;
      /**
       * @description A `Mode` other than Query.
       * @enum {unknown}
       */
      filterType: 'CustomNames' | 'Dynamic';
      /** @description Require component linkage. */
      requireKeytbl: boolean;
      gameComponent: boolean;
      /** @description false = retired: not offered on new requests (GetComponentsList) nor accepted in a software-set file; requests that already use it keep it unchanged. */
      active: boolean;
      /** @description Comma-joined custom names (CustomNames mode). */
      customNames: string;
      /** @description Comma-joined, each one of AP, NU, CP, OH, TC, RA. */
      jurisdictionTypes: string;
      /** @description Empty, or one of Main PGM, Operating System, Personality PGM, Printer, Progressive, RAM Clear, Bill Validator, Sound/Graphics, Hardware, System, Other. */
      function: string;
      /** @description Comma-joined. */
      idNumbers: string;
      /** @description Comma-joined. */
      gameNames: string;
      /** @description Comma-joined. */
      positions: string;
      /** @description Comma-joined. */
      versions: string;
      required: boolean;
    };
    OrganizationSelector: {
      /** Format: uuid */
      id: string;
      name: string;
    };
    Organization: {
      /** Format: uuid */
      objectId: string;
      /**
       * Format: int32
       * @description Grows by one with every save of the organization's details. An edit sends the version it was loaded with; a save of an older version answers 409 (nothing is overwritten).
       */
      version: number;
      name: string;
      /** @description Empty string when not set. */
      propertyCode: string;
      superUser: components['schemas']['UserListRow'];
      serverIP: string | null;
      /** Format: int32 */
      serverPortNumber: number | null;
      /** Format: uuid */
      workflowId: string;
      users: components['schemas']['UserListRow'][];
      jurisdictions: components['schemas']['Jurisdiction'][];
    };
    /** @description A row of the organizations list. Besides the list columns it carries the other fields of the Organization Details form (`superUser`, `serverPortNumber`, `workflowId`), since there is no get-one call. */
    OrganizationRow: {
      /** Format: uuid */
      objectId: string;
      /**
       * Format: int32
       * @description Grows by one with every save of the organization's details. An edit sends the version it was loaded with; a save of an older version answers 409 (nothing is overwritten).
       */
      version: number;
      /** @description Null for an unnamed legacy organization (shown as '<No Name>'). */
      name: string | null;
      propertyCode: string;
      serverIP: string | null;
      /** @description The super user's first and last name. */
      superUserName: string;
      superUser: components['schemas']['UserListRow'];
      /** Format: int32 */
      serverPortNumber: number | null;
      /** Format: uuid */
      workflowId: string;
    };
    OrganizationList: {
      /**
       * Format: int32
       * @description Total rows matching the search.
       */
      rowCount: number;
      gridRows: components['schemas']['OrganizationRow'][];
    };
    /** @description Body of SaveOrganizationInformation (empty-UUID objectId) and UpdateOrganization (real objectId). */
    OrganizationSave: {
      /** Format: uuid */
      objectId: string;
      /**
       * Format: int32
       * @description UpdateOrganization only: The organization's `version` as loaded. When the organization has been saved since, the answer is 409 'This organization was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Without it the save is not checked.
       */
      version?: number;
      name: string;
      /** @description Only `userId` is read. */
      superUser: {
        /** Format: uuid */
        userId: string;
      };
      propertyCode?: string;
      serverIP?: string | null;
      /** Format: int32 */
      serverPortNumber?: number | null;
      /** Format: uuid */
      workflowId: string;
    };
    OrganizationJurisdictionsRequest: {
      /** Format: uuid */
      organizationId: string;
      /** @description Jurisdiction ids. */
      jurisdictions: number[];
    };
    OrganizationUsersRequest: {
      /** Format: uuid */
      organizationId: string;
      /** @description User ids. */
      users: string[];
    };
    /** @description The data of a `change` event of the event stream: what changed, never the data itself. */
    ChangeEvent: {
      /**
       * @description The kind of record. `workflow` covers workflows, their states, actions and the roles allowed each action; `organization` also an organization's users and jurisdictions; `user` a profile, its roles or an invitation; `platform` a platform (`id` its `mid`) and its component types; `notification` one's notifications (`id` a notification's, or one's own user id when they were marked read).
       * @enum {string}
       */
      kind:
        | 'request'
        | 'note'
        | 'attachment'
        | 'organization'
        | 'user'
        | 'workflow'
        | 'notification'
        | 'platform';
      /** @description The changed record's id, as text (an integer for requests, else a UUID). */
      id: string;
      /**
       * Format: int32
       * @description The record's version after the change, where it has one.
       */
      version?: number;
      /**
       * Format: int32
       * @description For `request`, `note` and `attachment` events, the image request concerned.
       */
      requestId?: number;
      /** @description The `X-Client-Id` the write that made the change was sent with, and only on the streams of the user who made it (no one else learns who changed what): the tab that wrote, which refreshed what it changed itself, need not refetch it again. */
      origin?: string;
    };
    /**
     * @description What happened to the followed request: `statusChanged` (a workflow or quick action), `noteAdded`, `attachmentAdded` (one or more files) or `requestRemoved`.
     * @enum {string}
     */
    NotificationActivity: 'statusChanged' | 'noteAdded' | 'attachmentAdded' | 'requestRemoved';
    Notification: {
      /** Format: uuid */
      id: string;
      /**
       * Format: int32
       * @description The request's `id` (link to its details).
       */
      requestId: number;
      /** @description The request's upload name when it happened. */
      requestName: string;
      activity: components['schemas']['NotificationActivity'];
      /** @description For people: the new status (`statusChanged`), the note's start (`noteAdded`), the files' names (`attachmentAdded`) or "Request removed". */
      text: string;
      /** @description Display name of who made the change. */
      actorName: string;
      /** Format: date-time */
      createdOn: string;
      read: boolean;
    };
    NotificationList: {
      /**
       * Format: int32
       * @description Notifications listed by this query (all pages).
       */
      rowCount: number;
      /**
       * Format: int32
       * @description All of the caller's unread notifications.
       */
      unreadCount: number;
      gridRows: components['schemas']['Notification'][];
    };
    NotificationCount: {
      /** Format: int32 */
      unreadCount: number;
    };
    MarkNotificationsReadRequest: {
      /** @description Notification ids. */
      ids: string[];
    };
    /**
     * @description How a user hears of changes to requests they follow: `inApp` the list only; `inAppAndEmail` (the default) the list and one e-mail per change; `inAppAndDailyDigest` the list and one e-mail a day listing the unread ones; `none` nothing.
     * @enum {string}
     */
    NotificationDelivery: 'inApp' | 'inAppAndEmail' | 'inAppAndDailyDigest' | 'none';
    NotificationPreferences: {
      delivery: components['schemas']['NotificationDelivery'];
    };
    RequestFollowing: {
      /** Format: int32 */
      requestId: number;
      following: boolean;
    };
    LoginResultEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['LoginResult'];
    };
    TokenInformationEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['TokenInformation'];
    };
    UserEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['User'];
    };
    UserListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['UserList'];
    };
    AuditTrailEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['AuditTrailPage'];
    };
    UserListRowListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['UserListRow'][];
    };
    RoleListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Role'][];
    };
    RequestStatus: {
      /** Format: uuid */
      id: string;
      description: string;
      workflowName: string;
    };
    RequestStatusListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['RequestStatus'][];
    };
    OrganizationSelectorListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['OrganizationSelector'][];
    };
    RequestReportEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['RequestReport'];
    };
    /** @description The figures of GetRequestReport. */
    RequestReport: {
      /**
       * Format: int32
       * @description The requests selected.
       */
      total: number;
      /** @description Most first. */
      byStatus: {
        /**
         * Format: uuid
         * @description Null for the requests whose state was removed.
         */
        stateId: string | null;
        /** @description The state's name; `No state` when removed. */
        status: string;
        /** @description The name of the state's workflow (workflows may have states of the same name); null when the state was removed. */
        workflow: string | null;
        /** Format: int32 */
        count: number;
      }[];
      /** @description Most first. */
      byManufacturer: {
        /** Format: int32 */
        manufacturerId: number;
        manufacturer: string;
        /** Format: int32 */
        count: number;
      }[];
      /** @description Every week of the window, oldest first, zeros included. */
      weeks: {
        /**
         * Format: date
         * @description The week's Monday (UTC).
         */
        weekStart: string;
        /** Format: int32 */
        created: number;
        /** Format: int32 */
        completed: number;
        /**
         * Format: int32
         * @description Past due at the week's end (or now, for the current week).
         */
        pastDue: number;
      }[];
      /** @description By workflow, then the state's order in it. `workflow` names the state's workflow: workflows may have states of the same name. */
      timeInState: {
        /** Format: uuid */
        stateId: string;
        state: string;
        workflow: string;
        /**
         * Format: int32
         * @description Visits that ended.
         */
        visits: number;
        medianHours: number;
        p90Hours: number;
      }[];
    };
    RequestListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['RequestList'];
    };
    ImageRequestEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['ImageRequest'];
    };
    ComponentListItemListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['ComponentListItem'][];
    };
    LinkableComponentListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['LinkableComponent'][];
    };
    QuickActionListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['QuickAction'][];
    };
    WorkflowActionOptionListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['WorkflowActionOption'][];
    };
    ExecuteWorkflowActionResultEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['ExecuteWorkflowActionResult'];
    };
    NoteEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Note'];
    };
    NoteListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Note'][];
    };
    EventListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Event'][];
    };
    AttachmentListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Attachment'][];
    };
    SoftwareValidationResultEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['SoftwareValidationResult'];
    };
    RemoteVerificationDataEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['RemoteVerificationData'];
    };
    SoftwareValidationListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['SoftwareValidationList'];
    };
    ValidationComponentListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['ValidationComponent'][];
    };
    SSIFSubmissionListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['SSIFSubmissionList'];
    };
    WorkflowEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Workflow'];
    };
    WorkflowListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Workflow'][];
    };
    WorkflowStateEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['WorkflowState'];
    };
    WorkflowStateListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['WorkflowState'][];
    };
    WorkflowConfigActionEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['WorkflowConfigAction'];
    };
    WorkflowConfigActionListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['WorkflowConfigAction'][];
    };
    ManufacturerListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Manufacturer'][];
    };
    PlatformEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Platform'];
    };
    JurisdictionListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Jurisdiction'][];
    };
    ComponentTypeEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['ComponentType'];
    };
    ComponentTypeListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['ComponentType'][];
    };
    OrganizationEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Organization'];
    };
    OrganizationListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['OrganizationList'];
    };
    NotificationListEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['NotificationList'];
    };
    NotificationCountEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['NotificationCount'];
    };
    NotificationPreferencesEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['NotificationPreferences'];
    };
    RequestFollowingEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['RequestFollowing'];
    };
    LoginAnswerEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['LoginAnswer'];
    };
    PasskeyCeremonyEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['PasskeyCeremony'];
    };
    SecondFactorsEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['SecondFactors'];
    };
    TotpSetupEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['TotpSetup'];
    };
    RecoveryCodesEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['RecoveryCodes'];
    };
    PasskeyEnvelope: {
      success: boolean;
      message: string;
      result: components['schemas']['Passkey'];
    };
  };
  responses: {
    /** @description The request failed validation (schema or a business rule); `message` says what to fix. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description No token, a bad or expired token, or the user's password changed / user removed (wrong credentials at Login are a 400). */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The signed-in user lacks the permission flag, or the record belongs to another manufacturer; `message` names what is missing. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The record does not exist (or is hidden from a manufacturer-restricted user). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The write conflicts with existing data (duplicate name, changed state, ...). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description An upload over the size limit. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description Too many login / registration / reset attempts; try again later. */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description An unexpected fault (500); the message never carries internals. */
    UnexpectedError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
  };
  parameters: {
    /** @description 1-based page number (at most 1,000,000; a page past the last is empty). */
    Page: number;
    /** @description Rows per page. */
    ItemsPerPage: number;
    /** @description The client's current page count; accepted and ignored. */
    Pages: number;
    /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
    SearchTerm: string;
    SortDirectionAsc: 'asc' | 'desc';
    SortDirectionDesc: 'asc' | 'desc';
    RequestsSortField:
      | 'UploadName'
      | 'Description'
      | 'Manufacturer'
      | 'Status'
      | 'CreatedOn'
      | 'CreatedBy'
      | 'PriorityDueDate';
    SoftwareValidationsSortField:
      'UploadName' | 'Description' | 'Manufacturer' | 'CreatedOn' | 'CreatedBy';
    /** @description Note the mixed casing; the values are exact. */
    SubmissionsSortField:
      'softwareAlias' | 'Description' | 'Manufacturer' | 'filename' | 'uploadDateTime';
    UsersSortField: 'FirstName' | 'LastName' | 'Username' | 'Email';
    AuditTrailSortField: 'OccurredAt' | 'Actor' | 'Kind' | 'Action';
    /** @description `UploadName` sorts by the organization name (the value the client sends for Name). */
    OrganizationsSortField: 'UploadName' | 'SuperUser' | 'PropertyCode';
    /** @description Repeatable; requests in any of these workflow states (`WorkflowState.id`). */
    RequestStatusFilter: string[];
    /** @description Repeatable; requests of any of these manufacturers. */
    RequestManufacturerFilter: number[];
    /** @description Requests for this platform (`Platform.mid`). */
    RequestPlatformFilter: number;
    /** @description Requests of this organization. */
    RequestOrganizationFilter: string;
    /** @description `true`: priority requests only; `false`: the others. */
    RequestPriorityFilter: boolean;
    /** @description `true`: past-due requests only (see `ImageRequestRow.pastDue`); `false`: the others. */
    RequestPastDueFilter: boolean;
    /** @description `me`: the requests the caller created. */
    RequestCreatedByFilter: 'me';
    /** @description `true`: the requests the caller follows; `false`: those they do not. */
    RequestFollowingFilter: boolean;
    /** @description Requests created on this UTC date or later (`YYYY-MM-DD`). */
    RequestCreatedFromFilter: string;
    /** @description Requests created on this UTC date or earlier (`YYYY-MM-DD`, inclusive). */
    RequestCreatedToFilter: string;
    /** @description `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
    ExportFormat: 'csv' | 'xlsx';
    /** @description The image request's `id`. */
    RequestId: number;
    /** @description The organization's `objectId`. */
    OrganizationId: string;
    /** @description The software validation's `id`. */
    SoftwareId: number;
    WorkflowStateId: string;
    WorkflowActionId: string;
    /** @description The role's `objectId`. */
    RoleId: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  Login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Signed in (`result.status: signedIn`, a token), or, for a user with two-factor authentication, a challenge (`result.status: secondFactor`): no token yet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginAnswerEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      default: components['responses']['UnexpectedError'];
    };
  };
  RegisterAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequest'];
      };
    };
    responses: {
      /** @description Account activated; `message` is the server's confirmation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      default: components['responses']['UnexpectedError'];
    };
  };
  PasswordResetRequest: {
    parameters: {
      query: {
        /** @description The username whose password should be reset. */
        username: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Request accepted; `message` is shown to the user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetUserOrganizations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's organizations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationSelectorListEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetUserInformation: {
    parameters: {
      query: {
        username: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's profile with roles. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SaveUserInformation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveUserInformationRequest'];
      };
    };
    responses: {
      /** @description Saved; the user as now stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SaveNewPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveNewPasswordRequest'];
      };
    };
    responses: {
      /** @description Password changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SaveNewPasswordEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetAssignableRoles: {
    parameters: {
      query: {
        /** @description The signed-in user's username. */
        username: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Assignable roles, sorted by description. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoleListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SendUserInvite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendUserInviteRequest'];
      };
    };
    responses: {
      /** @description Invite sent; `message` is shown to the admin. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetUsers: {
    parameters: {
      query?: {
        /** @description 1-based page number (at most 1,000,000; a page past the last is empty). */
        page?: components['parameters']['Page'];
        /** @description Rows per page. */
        itemsPerPage?: components['parameters']['ItemsPerPage'];
        /** @description The client's current page count; accepted and ignored. */
        pages?: components['parameters']['Pages'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        sortField?: components['parameters']['UsersSortField'];
        sortDirection?: components['parameters']['SortDirectionAsc'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  ExportUsers: {
    parameters: {
      query: {
        /** @description `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
        format: components['parameters']['ExportFormat'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        sortField?: components['parameters']['UsersSortField'];
        sortDirection?: components['parameters']['SortDirectionAsc'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="users-<UTC date>.csv|xlsx"` with its `filename*` twin (RFC 6266). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': Blob;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetTokenInformation: {
    parameters: {
      query: {
        /** @description The JWT as returned by `Login`. */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Token information. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenInformationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      default: components['responses']['UnexpectedError'];
    };
  };
  Logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token is revoked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetSignInOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sign-in options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignInOptionsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      default: components['responses']['UnexpectedError'];
    };
  };
  CompleteSsoSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompleteSsoSignInRequest'];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetMySessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The open sessions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionListEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  EndMySession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EndSessionRequest'];
      };
    };
    responses: {
      /** @description The session has ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  EndMyOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The other sessions have ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  EndUserSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EndUserSessionsRequest'];
      };
    };
    responses: {
      /** @description The user's sessions have ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SubmitTicket: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['SupportTicketForm'];
      };
    };
    responses: {
      /** @description Ticket submitted; `message` is shown to the user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['UnexpectedError'];
    };
  };
  VerifySecondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifySecondFactorRequest'];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      default: components['responses']['UnexpectedError'];
    };
  };
  StartPasskeySignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartPasskeySignInRequest'];
      };
    };
    responses: {
      /** @description The ceremony to answer with `FinishPasskeySignIn`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyCeremonyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      default: components['responses']['UnexpectedError'];
    };
  };
  FinishPasskeySignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FinishPasskeySignInRequest'];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetSecondFactors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's second factors. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecondFactorsEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  StartTotpSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending secret. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TotpSetupEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  ConfirmTotpSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpCodeRequest'];
      };
    };
    responses: {
      /** @description TOTP is on. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      default: components['responses']['UnexpectedError'];
    };
  };
  DisableTotp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisableTotpRequest'];
      };
    };
    responses: {
      /** @description TOTP is off. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      default: components['responses']['UnexpectedError'];
    };
  };
  StartPasskeyRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ceremony to answer with `FinishPasskeyRegistration`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyCeremonyEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  FinishPasskeyRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FinishPasskeyRegistrationRequest'];
      };
    };
    responses: {
      /** @description The passkey is registered. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  RenamePasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RenamePasskeyRequest'];
      };
    };
    responses: {
      /** @description Renamed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  RemovePasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyIdRequest'];
      };
    };
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  ResetSecondFactors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetSecondFactorsRequest'];
      };
    };
    responses: {
      /** @description Reset. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetRequests: {
    parameters: {
      query?: {
        /** @description 1-based page number (at most 1,000,000; a page past the last is empty). */
        page?: components['parameters']['Page'];
        /** @description Rows per page. */
        itemsPerPage?: components['parameters']['ItemsPerPage'];
        /** @description The client's current page count; accepted and ignored. */
        pages?: components['parameters']['Pages'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        sortField?: components['parameters']['RequestsSortField'];
        sortDirection?: components['parameters']['SortDirectionDesc'];
        /** @description Repeatable; requests in any of these workflow states (`WorkflowState.id`). */
        status?: components['parameters']['RequestStatusFilter'];
        /** @description Repeatable; requests of any of these manufacturers. */
        manufacturerId?: components['parameters']['RequestManufacturerFilter'];
        /** @description Requests for this platform (`Platform.mid`). */
        platformId?: components['parameters']['RequestPlatformFilter'];
        /** @description Requests of this organization. */
        organizationId?: components['parameters']['RequestOrganizationFilter'];
        /** @description `true`: priority requests only; `false`: the others. */
        priority?: components['parameters']['RequestPriorityFilter'];
        /** @description `true`: past-due requests only (see `ImageRequestRow.pastDue`); `false`: the others. */
        pastDue?: components['parameters']['RequestPastDueFilter'];
        /** @description `me`: the requests the caller created. */
        createdBy?: components['parameters']['RequestCreatedByFilter'];
        /** @description `true`: the requests the caller follows; `false`: those they do not. */
        following?: components['parameters']['RequestFollowingFilter'];
        /** @description Requests created on this UTC date or later (`YYYY-MM-DD`). */
        createdFrom?: components['parameters']['RequestCreatedFromFilter'];
        /** @description Requests created on this UTC date or earlier (`YYYY-MM-DD`, inclusive). */
        createdTo?: components['parameters']['RequestCreatedToFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of requests. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  ExportRequests: {
    parameters: {
      query: {
        /** @description `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
        format: components['parameters']['ExportFormat'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        sortField?: components['parameters']['RequestsSortField'];
        sortDirection?: components['parameters']['SortDirectionDesc'];
        /** @description Repeatable; requests in any of these workflow states (`WorkflowState.id`). */
        status?: components['parameters']['RequestStatusFilter'];
        /** @description Repeatable; requests of any of these manufacturers. */
        manufacturerId?: components['parameters']['RequestManufacturerFilter'];
        /** @description Requests for this platform (`Platform.mid`). */
        platformId?: components['parameters']['RequestPlatformFilter'];
        /** @description Requests of this organization. */
        organizationId?: components['parameters']['RequestOrganizationFilter'];
        /** @description `true`: priority requests only; `false`: the others. */
        priority?: components['parameters']['RequestPriorityFilter'];
        /** @description `true`: past-due requests only (see `ImageRequestRow.pastDue`); `false`: the others. */
        pastDue?: components['parameters']['RequestPastDueFilter'];
        /** @description `me`: the requests the caller created. */
        createdBy?: components['parameters']['RequestCreatedByFilter'];
        /** @description `true`: the requests the caller follows; `false`: those they do not. */
        following?: components['parameters']['RequestFollowingFilter'];
        /** @description Requests created on this UTC date or later (`YYYY-MM-DD`). */
        createdFrom?: components['parameters']['RequestCreatedFromFilter'];
        /** @description Requests created on this UTC date or earlier (`YYYY-MM-DD`, inclusive). */
        createdTo?: components['parameters']['RequestCreatedToFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="binary-requests-<UTC date>.csv|xlsx"` with its `filename*` twin (RFC 6266). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': Blob;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetRequestReport: {
    parameters: {
      query?: {
        /** @description Repeatable; requests in any of these workflow states (`WorkflowState.id`). */
        status?: components['parameters']['RequestStatusFilter'];
        /** @description Repeatable; requests of any of these manufacturers. */
        manufacturerId?: components['parameters']['RequestManufacturerFilter'];
        /** @description Requests for this platform (`Platform.mid`). */
        platformId?: components['parameters']['RequestPlatformFilter'];
        /** @description Requests of this organization. */
        organizationId?: components['parameters']['RequestOrganizationFilter'];
        /** @description `true`: priority requests only; `false`: the others. */
        priority?: components['parameters']['RequestPriorityFilter'];
        /** @description `true`: past-due requests only (see `ImageRequestRow.pastDue`); `false`: the others. */
        pastDue?: components['parameters']['RequestPastDueFilter'];
        /** @description `me`: the requests the caller created. */
        createdBy?: components['parameters']['RequestCreatedByFilter'];
        /** @description `true`: the requests the caller follows; `false`: those they do not. */
        following?: components['parameters']['RequestFollowingFilter'];
        /** @description Requests created on this UTC date or later (`YYYY-MM-DD`). */
        createdFrom?: components['parameters']['RequestCreatedFromFilter'];
        /** @description Requests created on this UTC date or earlier (`YYYY-MM-DD`, inclusive). */
        createdTo?: components['parameters']['RequestCreatedToFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestReportEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetRequest: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImageRequestEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetRequestStatuses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The states. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestStatusListEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetManufacturerPlatforms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Manufacturers with platforms. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManufacturerListEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetComponentsList: {
    parameters: {
      query: {
        /** @description The platform's `mid`. */
        manufacturerId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The components list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ComponentListItemListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetComponentTypesForJurisdiction: {
    parameters: {
      query: {
        /** @description The platform's `mid`. */
        manufacturerId: number;
        /** @description The jurisdiction (129 is the default jurisdiction). */
        jurisdictionId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Component types. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ComponentTypeListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetComponentsForLinking: {
    parameters: {
      query: {
        /** @description The component type's `componentID`. */
        componentId: number;
        submissionFilter?: components['schemas']['SubmissionFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Linkable components. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkableComponentListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SubmitImageRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImageRequestSubmit'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImageRequestEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetAvailableQuickActions: {
    parameters: {
      query: {
        /** @description The request being edited; omit for a new request. */
        requestId?: number;
        /** @description The organization's `objectId`. */
        organizationId: components['parameters']['OrganizationId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Quick actions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuickActionListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetWorkflowActions: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Actions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowActionOptionListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  ExecuteWorkflowAction: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
        /** @description The workflow action's id (from `GetWorkflowActions`). */
        actionId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Executed; `result.description` is the new status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExecuteWorkflowActionResultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  RemoveImageRequest: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetLinkedComponents: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Components. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ComponentListItemListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetNotes: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Notes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  AddNote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddNoteRequest'];
      };
    };
    responses: {
      /** @description The new note. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetEvents: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Events. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetAttachments: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Attachments. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttachmentListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetAttachment: {
    parameters: {
      query: {
        /** @description The attachment's `objectId`. */
        attachmentId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<fileName, percent-encoded>` (RFC 6266): the fallback replaces characters outside printable ASCII, quotes, backslashes and percent signs with `_`. */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  AddAttachments: {
    parameters: {
      query?: {
        /** @description Accepted and ignored (the signed-in user is the uploader). */
        username?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['AddAttachmentsForm'];
      };
    };
    responses: {
      /** @description The new attachments. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttachmentListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SubmitSoftwareValidation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['SoftwareValidationForm'];
      };
    };
    responses: {
      /** @description The validation outcome (see `resultType`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SoftwareValidationResultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetRemoteVerificationData: {
    parameters: {
      query: {
        /** @description The software validation's `id`. */
        softwareId: components['parameters']['SoftwareId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Alias and file name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RemoteVerificationDataEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetSoftwareValidations: {
    parameters: {
      query?: {
        /** @description 1-based page number (at most 1,000,000; a page past the last is empty). */
        page?: components['parameters']['Page'];
        /** @description Rows per page. */
        itemsPerPage?: components['parameters']['ItemsPerPage'];
        /** @description The client's current page count; accepted and ignored. */
        pages?: components['parameters']['Pages'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        sortField?: components['parameters']['SoftwareValidationsSortField'];
        sortDirection?: components['parameters']['SortDirectionDesc'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of software validations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SoftwareValidationListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  ExportSoftwareValidations: {
    parameters: {
      query: {
        /** @description `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
        format: components['parameters']['ExportFormat'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        sortField?: components['parameters']['SoftwareValidationsSortField'];
        sortDirection?: components['parameters']['SortDirectionDesc'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="software-set-validations-<UTC date>.csv|xlsx"` with its `filename*` twin (RFC 6266). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': Blob;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetComponentsForValidation: {
    parameters: {
      query: {
        /** @description The software validation's `id`. */
        softwareId: components['parameters']['SoftwareId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Components. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationComponentListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetSubmissions: {
    parameters: {
      query?: {
        /** @description 1-based page number (at most 1,000,000; a page past the last is empty). */
        page?: components['parameters']['Page'];
        /** @description Rows per page. */
        itemsPerPage?: components['parameters']['ItemsPerPage'];
        /** @description The client's current page count; accepted and ignored. */
        pages?: components['parameters']['Pages'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        /** @description Note the mixed casing; the values are exact. */
        sortField?: components['parameters']['SubmissionsSortField'];
        sortDirection?: components['parameters']['SortDirectionDesc'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of submissions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SSIFSubmissionListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  ExportSubmissions: {
    parameters: {
      query: {
        /** @description `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
        format: components['parameters']['ExportFormat'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        /** @description Note the mixed casing; the values are exact. */
        sortField?: components['parameters']['SubmissionsSortField'];
        sortDirection?: components['parameters']['SortDirectionDesc'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="ssif-submissions-<UTC date>.csv|xlsx"` with its `filename*` twin (RFC 6266). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': Blob;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetComponentsForSubmission: {
    parameters: {
      query: {
        /** @description The submission's `identity`. */
        identity: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Components. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationComponentListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  RemoveSubmission: {
    parameters: {
      query: {
        submissionIdentity: number;
        /** @description The submission's manufacturer name. */
        manufacturer: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetWorkflows: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Workflows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowListEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetWorkflowStates: {
    parameters: {
      query: {
        workflowId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description States. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowStateListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetWorkflowConfigActions: {
    parameters: {
      query: {
        workflowStateId: components['parameters']['WorkflowStateId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Actions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowConfigActionListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SaveWorkflow: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Workflow'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SaveWorkflowState: {
    parameters: {
      query: {
        workflowId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkflowState'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowStateEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SaveWorkflowAction: {
    parameters: {
      query: {
        workflowStateId: components['parameters']['WorkflowStateId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkflowConfigAction'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowConfigActionEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  AddActionRole: {
    parameters: {
      query: {
        workflowActionId: components['parameters']['WorkflowActionId'];
        /** @description The role's `objectId`. */
        roleId: components['parameters']['RoleId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Role allowed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  DeleteActionRole: {
    parameters: {
      query: {
        workflowActionId: components['parameters']['WorkflowActionId'];
        /** @description The role's `objectId`. */
        roleId: components['parameters']['RoleId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Role removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SaveComponentType: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ComponentType'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ComponentTypeEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  AddPlatform: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewPlatform'];
      };
    };
    responses: {
      /** @description The new platform. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GatherManufacturers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Manufacturers with platforms. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManufacturerListEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GatherAllUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListRowListEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GatherJurisdictionsForUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Jurisdictions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JurisdictionListEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetOrganizations: {
    parameters: {
      query?: {
        /** @description 1-based page number (at most 1,000,000; a page past the last is empty). */
        page?: components['parameters']['Page'];
        /** @description Rows per page. */
        itemsPerPage?: components['parameters']['ItemsPerPage'];
        /** @description The client's current page count; accepted and ignored. */
        pages?: components['parameters']['Pages'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        /** @description `UploadName` sorts by the organization name (the value the client sends for Name). */
        sortField?: components['parameters']['OrganizationsSortField'];
        sortDirection?: components['parameters']['SortDirectionDesc'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of organizations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetOrganizationUsers: {
    parameters: {
      query?: {
        organizationId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListRowListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SaveOrganizationInformation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationSave'];
      };
    };
    responses: {
      /** @description Created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  UpdateOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationSave'];
      };
    };
    responses: {
      /** @description Updated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['UnexpectedError'];
    };
  };
  RemoveOrganization: {
    parameters: {
      query: {
        /** @description The organization's `objectId`. */
        organizationId: components['parameters']['OrganizationId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetOrganizationJurisdictions: {
    parameters: {
      query: {
        /** @description The organization's `objectId`. */
        organizationId: components['parameters']['OrganizationId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Jurisdictions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JurisdictionListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetAvailableJurisdictionsForOrganization: {
    parameters: {
      query: {
        /** @description The organization's `objectId`. */
        organizationId: components['parameters']['OrganizationId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Jurisdictions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JurisdictionListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  AddOrganizationJurisdictions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationJurisdictionsRequest'];
      };
    };
    responses: {
      /** @description The organization's jurisdictions now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JurisdictionListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  RemoveOrganizationJurisdictions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationJurisdictionsRequest'];
      };
    };
    responses: {
      /** @description The organization's jurisdictions now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JurisdictionListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  AddOrganizationUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationUsersRequest'];
      };
    };
    responses: {
      /** @description The organization's users now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListRowListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  RemoveOrganizationUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationUsersRequest'];
      };
    };
    responses: {
      /** @description The organization's users now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListRowListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetUsersNotPartOfOrganization: {
    parameters: {
      query: {
        /** @description The organization's `objectId`. */
        organizationId: components['parameters']['OrganizationId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListRowListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetAuditTrail: {
    parameters: {
      query?: {
        /** @description 1-based page number (at most 1,000,000; a page past the last is empty). */
        page?: components['parameters']['Page'];
        /** @description Rows per page. */
        itemsPerPage?: components['parameters']['ItemsPerPage'];
        /** @description The client's current page count; accepted and ignored. */
        pages?: components['parameters']['Pages'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        sortField?: components['parameters']['AuditTrailSortField'];
        sortDirection?: components['parameters']['SortDirectionDesc'];
        /** @description Only entries of this username (case-insensitive, whole name). */
        actor?: string;
        /** @description Only entries of these kinds (repeat the parameter for several). */
        kind?: components['schemas']['AuditKind'][];
        /** @description Only entries on or after this UTC date. */
        from?: string;
        /** @description Only entries on or before this UTC date. */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of audit entries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditTrailEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  ExportAuditTrail: {
    parameters: {
      query: {
        /** @description `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
        format: components['parameters']['ExportFormat'];
        /** @description Case-insensitive substring over the columns the list shows; empty = no filter. */
        searchTerm?: components['parameters']['SearchTerm'];
        sortField?: components['parameters']['AuditTrailSortField'];
        sortDirection?: components['parameters']['SortDirectionDesc'];
        /** @description Only entries of this username (case-insensitive, whole name). */
        actor?: string;
        /** @description Only entries of these kinds (repeat the parameter for several). */
        kind?: components['schemas']['AuditKind'][];
        /** @description Only entries on or after this UTC date. */
        from?: string;
        /** @description Only entries on or before this UTC date. */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="audit-trail-<UTC date>.csv|xlsx"` with its `filename*` twin (RFC 6266). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': Blob;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  StreamEvents: {
    parameters: {
      query?: never;
      header?: {
        /** @description The id of the last event received, to replay the events missed since. */
        'Last-Event-ID'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event stream (open until the token expires, the server shuts down or the client leaves). Each `change` event's data is a `ChangeEvent`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description The user already holds 20 open streams (`code` rate_limited). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      default: components['responses']['UnexpectedError'];
    };
  };
  GetNotifications: {
    parameters: {
      query?: {
        /** @description 1-based page number (at most 1,000,000; a page past the last is empty). */
        page?: components['parameters']['Page'];
        /** @description Rows per page. */
        itemsPerPage?: components['parameters']['ItemsPerPage'];
        /** @description The client's current page count; accepted and ignored. */
        pages?: components['parameters']['Pages'];
        /** @description true lists only unread notifications. */
        unreadOnly?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of notifications and the unread count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  MarkNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkNotificationsReadRequest'];
      };
    };
    responses: {
      /** @description Marked; the unread count now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationCountEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  MarkAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Marked; the unread count now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationCountEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The caller's preferences. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferencesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  SaveNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationPreferences'];
      };
    };
    responses: {
      /** @description Saved; the preferences as now stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferencesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  GetRequestFollowing: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the caller follows the request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestFollowingEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  FollowRequest: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Followed (`following` true). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestFollowingEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  UnfollowRequest: {
    parameters: {
      query: {
        /** @description The image request's `id`. */
        requestId: components['parameters']['RequestId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unfollowed (`following` false). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestFollowingEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
}
