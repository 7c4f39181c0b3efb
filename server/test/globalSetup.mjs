// Jest loads global setup outside its module system; tsx runs the TypeScript that does the work.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { prepareDatabase } = await tsImport('./prepareDatabase.ts', import.meta.url);
  await prepareDatabase();
}
