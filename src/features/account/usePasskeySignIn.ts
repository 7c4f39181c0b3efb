import { useFinishPasskeySignInMutation, useStartPasskeySignInMutation } from '@/api';
import type { LoginResult } from '@/api/generated/accountApi';

/**
 * Signing in with a passkey: the server's challenge, the browser's answer (its code loads on the
 * first use), the server's check. With `challengeToken` (Login's) the passkey is the second
 * factor; without, it signs in on its own. Throws the call's error or the browser's.
 */
export function usePasskeySignIn() {
  const [start, startState] = useStartPasskeySignInMutation();
  const [finish, finishState] = useFinishPasskeySignInMutation();
  const signIn = async (options: {
    challengeToken?: string;
    rememberMe?: boolean;
  }): Promise<LoginResult> => {
    const { challengeToken } = options;
    const ceremony = (
      await start({ startPasskeySignInRequest: challengeToken ? { challengeToken } : {} }).unwrap()
    ).result;
    const { answerSignIn } = await import(
      /* webpackChunkName: "passkeys" */ '@/lib/passkeys/browserPasskeys'
    );
    const credential = await answerSignIn(ceremony.options);
    const { result } = await finish({
      finishPasskeySignInRequest: {
        ceremonyId: ceremony.ceremonyId,
        credential,
        ...(challengeToken ? { challengeToken } : { rememberMe: options.rememberMe ?? false }),
      },
    }).unwrap();
    return result;
  };
  return { signIn, busy: startState.isLoading || finishState.isLoading };
}
