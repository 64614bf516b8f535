// The six front-end apps and what their builds depend on.
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';

export const REMOTES = ['mf-enrolment', 'mf-payment', 'mf-school', 'mf-report', 'mf-admin'];
export const APPS = ['shell', ...REMOTES];

/** Inputs whose change makes an app's build stale: its own sources plus the shared packages. */
export function buildInputs(app) {
  return [
    path.join(repoRoot, app, 'src'),
    path.join(repoRoot, app, 'public'),
    path.join(repoRoot, app, 'scripts'),
    path.join(repoRoot, app, 'package.json'),
    path.join(repoRoot, app, 'webpack.config.cjs'),
    path.join(repoRoot, 'shared'),
    path.join(repoRoot, 'pnpm-lock.yaml'),
  ];
}

export const dataDir = () => path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'));
export const remotesDir = () => path.resolve(process.env.REMOTES_DIR ?? path.join(dataDir(), 'remotes'));
