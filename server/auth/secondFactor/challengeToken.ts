import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** How long `Login`'s second-factor challenge may be answered. */
export const CHALLENGE_SECONDS = 5 * 60;

export interface SecondFactorChallenge {
  userId: string;
  /** The password's change time (ms): a password change ends a pending challenge too. */
  passwordChangedAt: number;
  rememberMe: boolean;
}

interface ChallengeClaims {
  sub: string;
  typ: 'second-factor';
  pwc: number;
  rm: boolean;
}

export interface ChallengeTokens {
  issue(challenge: SecondFactorChallenge): string;
  /** The challenge, or undefined when the token is forged, expired or not a challenge. */
  read(token: string): SecondFactorChallenge | undefined;
}

/**
 * The signed, short-lived token `Login` answers for a user with a second factor: it proves the
 * password was right and names the user, and nothing else. It is signed with a key derived from
 * the JWT secret for this one use, so the session tokens' verifier (server/auth/tokens.ts) never
 * accepts it as a bearer token, and it names no `pwd` claim that verifier would read.
 */
export function createChallengeTokens(jwtSecret: string): ChallengeTokens {
  const key = crypto.createHmac('sha256', jwtSecret).update('second-factor-challenge').digest();
  const sign = createSigner({ key, algorithm: 'HS256', expiresIn: CHALLENGE_SECONDS * 1000 });
  const verify = createVerifier({ key, algorithms: ['HS256'] });
  return {
    issue(challenge) {
      const claims: ChallengeClaims = {
        sub: challenge.userId,
        typ: 'second-factor',
        pwc: challenge.passwordChangedAt,
        rm: challenge.rememberMe,
      };
      return sign(claims);
    },
    read(token) {
      let claims: Partial<ChallengeClaims>;
      try {
        claims = verify(token) as Partial<ChallengeClaims>;
      } catch {
        return undefined;
      }
      if (claims.typ !== 'second-factor' || typeof claims.sub !== 'string') return undefined;
      if (typeof claims.pwc !== 'number') return undefined;
      return { userId: claims.sub, passwordChangedAt: claims.pwc, rememberMe: claims.rm === true };
    },
  };
}
