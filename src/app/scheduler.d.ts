// The scheduler React renders with (react-dom's own dependency, pinned beside it in
// package.json), with the exports the app and its tests use: @types/scheduler lacks
// forceFrameRate.
declare module 'scheduler' {
  /** Yield to the browser every 1000 / fps ms of rendering (5 ms by default; 0 restores it). */
  export function unstable_forceFrameRate(fps: number): void;
  export const unstable_NormalPriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  /** Whether the task running has used up its slice. */
  export function unstable_shouldYield(): boolean;
}
