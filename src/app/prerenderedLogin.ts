/**
 * The prerendered /login is driven by the login enhancer until the app takes it over: the entry
 * (src/main.tsx) waits for this before hydrating (src/features/account/enhancer/handOver.ts).
 */
export { takeOverPrerenderedPage } from '@/features/account/enhancer/handOver';
