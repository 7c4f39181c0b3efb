import type { SecondFactorChallenge } from '@/api/generated/accountApi';

/**
 * The prerendered /login page is driven first by the login enhancer (loginEnhancer.ts, its own
 * small webpack entry) and later, if needed, by the React app. Both entries share webpack's
 * single runtime (runtimeChunk: 'single'), so this module is one instance for both: the
 * enhancer registers here how to give the page back, and what the app must carry on with.
 */

/** What the enhancer had started that the app finishes. */
export interface HandedOver {
  /** Login asked for a second factor: the app shows that step. */
  challenge?: SecondFactorChallenge;
  /** The visitor asked for a passkey sign-in before the app had started. */
  passkey?: boolean;
  /** The message the enhancer was showing (the app's snackbar shows it on). */
  error?: string;
  /** The visitor asked to see the password (its eye): the app keeps it shown. */
  passwordVisible?: boolean;
}

let release: (() => Promise<HandedOver>) | null = null;
let handedOver: HandedOver = {};

/** The enhancer: how to undo its changes to the prerendered markup before React hydrates it. */
export function offerPrerenderedPage(undo: () => Promise<HandedOver>): void {
  release = undo;
}

/**
 * The app, before hydrating: waits for the enhancer to finish what is under way (a sign-in
 * being sent) and to put the markup back as it was prerendered, so that hydration matches.
 * Resolves at once when no enhancer ran (every page but a cold /login).
 */
export async function takeOverPrerenderedPage(): Promise<void> {
  const undo = release;
  release = null;
  if (undo) handedOver = await undo();
}

/** The login page, once mounted: one thing the enhancer left for it, taken once. */
export function takeHandedOver<K extends keyof HandedOver>(key: K): HandedOver[K] {
  const taken = handedOver[key];
  delete handedOver[key];
  return taken;
}
