/**
 * A bridge so code outside React (the base query) can navigate with the app's router.
 * The router registers itself when it is created.
 */
export interface NavigationBridge {
  navigate: (to: string) => void;
  /** Path, search and hash of the page currently shown. */
  currentLocation: () => string;
}

let bridge: NavigationBridge | null = null;

export function registerNavigation(next: NavigationBridge | null): void {
  bridge = next;
}

export function navigateTo(to: string): void {
  bridge?.navigate(to);
}

export function currentLocation(): string | null {
  return bridge?.currentLocation() ?? null;
}
