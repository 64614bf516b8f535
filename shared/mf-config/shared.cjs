const fs = require('node:fs');
const path = require('node:path');

// The one shared-dependency definition of every webpack config (shell and remotes).
// Singletons: a second copy of any of these would split React context, the router,
// antd's theme/locale or the session store between the shell and a remote.
const requiredVersions = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-router': '^7.9.0',
  'react-router-dom': '^7.9.0',
  zustand: '^5.0.8',
  i18next: '^25.6.0',
  'react-i18next': '^16.2.0',
  antd: '^6.0.0',
  '@ant-design/icons': '^6.1.0',
  '@ant-design/cssinjs': '^2.0.0',
  dayjs: '^1.11.18',
  // One QueryClient (the shell's) serves every remote: its context must come from one copy.
  '@tanstack/react-query': '^5.90.0',
};

/**
 * antd's components, one shared entry each (`antd/es/button`, `antd/es/form`, ...), read from the
 * installed antd so a component a remote starts using is already provided by the shell. A page then
 * downloads and evaluates only the components its route imports (and their common core, once),
 * instead of the whole library; the shell's copy stays the only one, so one ConfigProvider context,
 * one theme and one locale serve every remote. Code imports `antd/es/<component>` (lint-enforced).
 */
function antdComponents(fromDir) {
  const es = path.join(path.dirname(require.resolve('antd/package.json', { paths: [fromDir] })), 'es');
  return fs
    .readdirSync(es, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && fs.existsSync(path.join(es, d.name, 'index.js')))
    .map((d) => `antd/es/${d.name}`);
}

/** What the shell provides as 'react-router' (see reactRouterApi.mjs). */
const ROUTER_API = path.join(__dirname, 'reactRouterApi.mjs');

/**
 * webpack aliases of the host: the real react-router (its ES module build, which webpack tree-shakes),
 * under a name the share scope leaves alone.
 */
const hostAliases = (appDir) => ({
  'react-router-full$': require.resolve('react-router', { paths: [appDir] }).replace(/index\.js$/, 'index.mjs'),
});

// Our own workspace packages (shared/*): one instance so a remote sees the shell's store and i18n.
const workspacePackages = ['contracts', 'api-client', 'session', 'i18n', 'ui'].map((p) => `@mockexam/${p}`);
const workspaceVersion = '^0.1.0';

/**
 * `host`: the shell provides every package named here (all are its own dependencies). A remote takes
 * them from the shell and bundles no fallback (`import: false`): its remoteEntry lists no providers
 * and it ships no second copy that could never be used (a remote runs only inside the shell, on the
 * shell's federation runtime). Subpath prefixes stay importable: the shell provides only the subpaths
 * it uses itself.
 */
function sharedDependencies({ host = true, appDir = process.cwd() } = {}) {
  const shared = {};
  const fromShell = host ? {} : { import: false };
  for (const [name, requiredVersion] of Object.entries(requiredVersions)) {
    shared[name] = { singleton: true, requiredVersion, ...fromShell };
  }
  // The shell provides only the part of react-router the apps use, under the package's name and version.
  if (host) {
    shared['react-router'] = {
      ...shared['react-router'],
      import: ROUTER_API,
      version: require(require.resolve('react-router/package.json', { paths: [appDir] })).version,
    };
  }
  for (const name of antdComponents(appDir)) {
    shared[name] = { singleton: true, requiredVersion: requiredVersions.antd, ...fromShell };
  }
  // react-dom/client and friends are separate module requests; share the subpaths too.
  shared['react-dom/'] = { singleton: true, requiredVersion: requiredVersions['react-dom'] };
  for (const name of workspacePackages) {
    shared[name] = { singleton: true, requiredVersion: workspaceVersion, ...fromShell };
  }
  // '@mockexam/ui/antd' and '@mockexam/i18n/dates' are separate entries so the first view
  // downloads neither antd nor dayjs.
  shared['@mockexam/ui/'] = { singleton: true, requiredVersion: workspaceVersion };
  shared['@mockexam/i18n/'] = { singleton: true, requiredVersion: workspaceVersion };
  return shared;
}

module.exports = { sharedDependencies, antdComponents, requiredVersions, workspacePackages, hostAliases };
