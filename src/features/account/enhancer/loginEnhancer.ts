import { transportDetails, type ApiError, type TransportErrorStatus } from '@/api/apiError';
import { fallbackMessageFor } from '@/api/fallbackMessages';
import type { LoginRequest, LoginResult, SecondFactorChallenge } from '@/api/generated/accountApi';
import { CLIENT_ID_HEADER, TAB_ID } from '@/api/liveEvents/tabId';
import { REQUEST_TIMEOUT_MS } from '@/api/requestTimeout';
import { persistToken } from '@/features/auth/persistedAuth';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/password';
import { loginErrorMessage, messages } from '../accountMessages';
import { offerPrerenderedPage, type HandedOver } from './handOver';
import { createMessageBar } from './messageBar';
import { createSnapshot } from './snapshot';

/**
 * The login enhancer (issue 20): makes the prerendered /login form (scripts/prerender.ts) work
 * with a few KB of script instead of React and antd. It validates as LoginCard does, sends Login
 * as the generated API does, stores the token as the store's persistence does and leaves for the
 * app, which then boots signed in. Everything rarer (second factor, passkeys, single sign-on,
 * registering, an account mail's link) starts the React app, which takes the page over
 * (handOver.ts): the enhancer first puts the markup back as it was prerendered.
 */
export interface EnhancerDeps {
  fetch: typeof fetch;
  storage: Pick<Storage, 'setItem'>;
  /** Leaves /login for the signed-in app (a full load: it boots with the stored token). */
  navigate: (to: string) => void;
  /** Starts the React app's scripts (main.tsx calls takeOverPrerenderedPage before hydrating). */
  startApp: () => void;
  timeoutMs?: number;
}

type Field = 'username' | 'password';

/** LoginCard's rules and words (useLightForm's required / minLength). */
function errorOf(name: Field, value: string): string | undefined {
  if (name === 'username') return value.length > 0 ? undefined : messages.usernameRequired;
  if (value.length === 0) return messages.required;
  return value.length >= MIN_PASSWORD_LENGTH ? undefined : messages.minPassword;
}

/** Where a cold /login goes after signing in: the app keeps `returnTo` only in memory. */
const AFTER_SIGN_IN = '/';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function transportError(status: TransportErrorStatus): ApiError {
  return { status, message: fallbackMessageFor('login'), detail: transportDetails[status] };
}

/** Login's answer (LoginAnswer) as far as the enhancer needs it. */
export type SignInAnswer = Pick<LoginResult, 'status' | 'token'> | SecondFactorChallenge;

function answerOf(result: unknown): SignInAnswer | null {
  if (!isRecord(result)) return null;
  if (result.status === 'signedIn' && typeof result.token === 'string')
    return { status: 'signedIn', token: result.token };
  const methods = Array.isArray(result.methods) ? result.methods : [];
  if (result.status === 'secondFactor' && typeof result.challengeToken === 'string')
    return {
      status: 'secondFactor',
      challengeToken: result.challengeToken,
      methods: methods.filter((method) => method === 'totp' || method === 'passkey'),
    };
  return null;
}

/** Sends Login and reads its answer as src/api/baseQuery.ts does; throws the same ApiError. */
export async function sendLogin(
  body: LoginRequest,
  deps: Pick<EnhancerDeps, 'fetch' | 'timeoutMs'>,
): Promise<SignInAnswer> {
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await deps.fetch(new URL('/api/Account/Login', window.location.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_ID_HEADER]: TAB_ID },
        body: JSON.stringify(body),
        signal: abort.signal,
      });
    } catch {
      throw transportError(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
    }
    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch {
      throw transportError(response.status === 400 ? 'BAD_REQUEST' : 'BAD_RESPONSE');
    }
    if (
      !isRecord(envelope) ||
      typeof envelope.success !== 'boolean' ||
      typeof envelope.message !== 'string'
    ) {
      throw transportError(
        !response.ok && response.status === 400 ? 'BAD_REQUEST' : 'BAD_RESPONSE',
      );
    }
    if (!envelope.success) {
      const refused: ApiError = { status: response.status, message: envelope.message };
      throw refused;
    }
    const answer = answerOf(envelope.result);
    if (!answer) throw transportError('BAD_RESPONSE');
    return answer;
  } finally {
    clearTimeout(timer);
  }
}

/** Takes over the prerendered login form in `doc`; returns false when there is none. */
export function enhanceLoginPage(doc: Document, deps: EnhancerDeps): boolean {
  // Opening the login page signs the user out (spec; LoginPage does the same once hydrated).
  persistToken(deps.storage, null);

  let appStarted = false;
  const startApp = () => {
    if (appStarted) return;
    appStarted = true;
    deps.startApp();
  };

  const form = doc.forms.namedItem('login');
  const inputs = {
    username: doc.getElementById('username'),
    password: doc.getElementById('password'),
  };
  const remember = doc.getElementById('rememberMe');
  const button = form?.querySelector('button[type="submit"]');
  if (
    !form ||
    !(inputs.username instanceof HTMLInputElement) ||
    !(inputs.password instanceof HTMLInputElement) ||
    !(remember instanceof HTMLInputElement) ||
    !(button instanceof HTMLButtonElement)
  ) {
    startApp();
    return false;
  }
  const fields = { username: inputs.username, password: inputs.password };
  const snapshot = createSnapshot();
  const bar = createMessageBar(doc);
  const listeners: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, handler: (event: Event) => void) => {
    // Capturing: the enhancer sees each event before anything else on the page.
    target.addEventListener(type, handler, true);
    listeners.push(() => target.removeEventListener(type, handler, true));
  };
  const touched: Record<Field, boolean> = { username: false, password: false };
  const handed: HandedOver = {};
  let busy = false;
  let signedIn = false;
  let inFlight: Promise<void> = Promise.resolve();

  const boxOf = (input: HTMLInputElement) => input.closest('.ant-input-affix-wrapper') ?? input;
  const statusClass = (input: HTMLInputElement) =>
    boxOf(input) === input ? 'ant-input-status-error' : 'ant-input-affix-wrapper-status-error';
  for (const input of Object.values(fields)) {
    snapshot.keep(input, ['aria-invalid']);
    snapshot.keep(boxOf(input), ['class']);
    const message = doc.getElementById(`${input.id}-error`);
    if (message) snapshot.keep(message, ['role'], true);
  }
  snapshot.keep(button, ['disabled', 'aria-busy']);
  const checkbox = remember.closest('.ant-checkbox');
  const checkboxLabel = remember.closest('.ant-checkbox-wrapper');
  if (checkbox) snapshot.keep(checkbox, ['class']);
  if (checkboxLabel) snapshot.keep(checkboxLabel, ['class']);

  // Typed (or filled by a password manager) before this script ran: as useTypedBeforeHydration.
  for (const name of Object.keys(fields) as Field[]) touched[name] = fields[name].value !== '';

  const valid = () =>
    (Object.keys(fields) as Field[]).every((name) => !errorOf(name, fields[name].value));

  /** Shows the form's state the way LoginCard renders it. */
  const render = () => {
    for (const name of Object.keys(fields) as Field[]) {
      const input = fields[name];
      const error = touched[name] ? errorOf(name, input.value) : undefined;
      const message = doc.getElementById(`${input.id}-error`);
      if (message) {
        message.textContent = error ?? '';
        if (error) message.setAttribute('role', 'alert');
        else message.removeAttribute('role');
      }
      if (error) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      boxOf(input).classList.toggle(statusClass(input), Boolean(error));
    }
    button.disabled = busy || !valid();
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    checkbox?.classList.toggle('ant-checkbox-checked', remember.checked);
    checkboxLabel?.classList.toggle('ant-checkbox-wrapper-checked', remember.checked);
  };

  const touch = (event: Event) => {
    const name = (Object.keys(fields) as Field[]).find((key) => fields[key] === event.target);
    if (name) touched[name] = true;
    render();
  };

  const signIn = async () => {
    busy = true;
    bar.clear();
    render();
    const body: LoginRequest = {
      username: fields.username.value,
      password: fields.password.value,
      rememberMe: remember.checked,
    };
    try {
      const answer = await sendLogin(body, deps);
      if (answer.status === 'signedIn') {
        signedIn = true;
        persistToken(deps.storage, answer.token);
        deps.navigate(AFTER_SIGN_IN);
        return;
      }
      // The second step is the app's (SecondFactorCard): it takes the challenge over.
      handed.challenge = answer;
      startApp();
    } catch (error) {
      busy = false;
      const message = loginErrorMessage(error);
      if (message) bar.show(message);
      render();
    }
  };

  listen(form, 'input', touch);
  listen(form, 'change', touch);
  listen(form, 'focusout', touch);
  listen(form, 'submit', (event) => {
    event.preventDefault();
    if (busy || !valid()) return;
    inFlight = signIn();
  });
  // The password's eye shows the password at once (the app, once started, keeps it shown and
  // draws the open eye): its first click must not be spent on starting the app.
  const eye = boxOf(fields.password).querySelector('.ant-input-suffix');
  if (eye) snapshot.keep(fields.password, ['type']);
  const toggleVisible = () => {
    const visible = fields.password.type === 'password';
    fields.password.type = visible ? 'text' : 'password';
    handed.passwordVisible = visible;
  };
  // Anything else a visitor reaches for (a passkey, the register form) is the app's: start it,
  // and remember a passkey request so the app carries it out.
  const wantsApp = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const control = target.closest('input, button, .ant-input-suffix');
    if (!control || control === remember || control === button) return;
    if (control === fields.username || control === fields.password) return;
    if (event.type === 'click' && control === eye) toggleVisible();
    if (event.type === 'click' && control.closest('[data-passkey]')) handed.passkey = true;
    startApp();
  };
  for (const type of ['focusin', 'pointerdown', 'click']) listen(doc, type, wantsApp);

  offerPrerenderedPage(async () => {
    await inFlight;
    // Signed in: the page is leaving. Hydrating now would sign the visitor out again.
    if (signedIn) await new Promise<never>(() => undefined);
    for (const remove of listeners) remove();
    snapshot.restore();
    const error = bar.remove();
    return error ? { ...handed, error } : handed;
  });

  // An account mail's key or single sign-on's answer is in the fragment: the app reads it.
  if (window.location.hash) startApp();
  else void needsAppForOptions(deps).then((needed) => needed && startApp());
  render();
  return true;
}

/** Single sign-on offered, or the password form turned off: the app draws those (the server says which). */
async function needsAppForOptions(deps: Pick<EnhancerDeps, 'fetch'>): Promise<boolean> {
  try {
    const response = await deps.fetch(
      new URL('/api/Account/GetSignInOptions', window.location.origin),
    );
    const envelope: unknown = await response.json();
    if (!isRecord(envelope) || !isRecord(envelope.result)) return false;
    return envelope.result.sso !== null || envelope.result.passwordLogin === false;
  } catch {
    // Without an answer the page offers what it always did: the password form.
    return false;
  }
}
