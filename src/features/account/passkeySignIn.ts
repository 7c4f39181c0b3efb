import { accountApi } from '@/api';
import { isApiError } from '@/api/apiError';
import type { LoginResult } from '@/api/generated/accountApi';
import type { useAppDispatch } from '@/app/hooks';
import { passkeyFailure } from '@/lib/passkeys/passkeyErrors';
import { answerSignIn } from '@/lib/passkeys/browserPasskeys';
import { loginErrorMessage } from './accountMessages';

/**
 * Signing in with a passkey: the server's challenge, the browser's answer, the server's check.
 * With `challengeToken` (Login's) the passkey is the second factor; without, it signs in on its
 * own. Loaded with `import()` on the first click (with the WebAuthn code), so the login page's
 * first load does not carry it. Throws what to tell the user (null: nothing, a canceled call).
 */
export async function signInWithPasskey(
  dispatch: ReturnType<typeof useAppDispatch>,
  options: { challengeToken?: string; rememberMe?: boolean },
): Promise<LoginResult> {
  const { challengeToken } = options;
  try {
    const ceremony = (
      await dispatch(
        accountApi.endpoints.startPasskeySignIn.initiate({
          startPasskeySignInRequest: challengeToken ? { challengeToken } : {},
        }),
      ).unwrap()
    ).result;
    const credential = await answerSignIn(ceremony.options);
    const { result } = await dispatch(
      accountApi.endpoints.finishPasskeySignIn.initiate({
        finishPasskeySignInRequest: {
          ceremonyId: ceremony.ceremonyId,
          credential,
          ...(challengeToken ? { challengeToken } : { rememberMe: options.rememberMe ?? false }),
        },
      }),
    ).unwrap();
    return result;
  } catch (error) {
    throw new PasskeySignInError(
      isApiError(error) ? loginErrorMessage(error) : passkeyFailure(error),
    );
  }
}

/** A failed passkey sign-in, with the message to show (null: none, the user canceled the call). */
export class PasskeySignInError extends Error {
  constructor(readonly userMessage: string | null) {
    super(userMessage ?? 'canceled');
    this.name = 'PasskeySignInError';
  }
}
