// Builds whatever is stale before any test starts a server (the same build npm start runs).
import { pathToFileURL } from 'node:url';
import path from 'node:path';

export default async function globalSetup() {
  const buildModule = pathToFileURL(path.resolve(__dirname, '../../scripts/lib/build.mjs')).href;
  const { buildApps } = (await import(buildModule)) as { buildApps: () => Promise<unknown> };
  await buildApps();
}
