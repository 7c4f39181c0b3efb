export default async function globalTeardown() {
  await globalThis.__TEST_PG_STOP__?.();
}
