// Reads a remote's route table (src/routes.ts) at build time without running its pages: the file
// is compiled with swc and evaluated with a `require` that refuses everything, so the page loaders
// (never called here) are the only thing that mention other modules. The result (pattern, access and
// whether a page does without antd) is what the build writes to dist/routes.json and the registry serves.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const ROUTE_ACCESS = [
  'public',
  'guest',
  'staff-guest',
  'authenticated',
  'candidate',
  'school',
  'staff',
  'marker-guest',
  'marker',
];
// The rules of @mockexam/contracts/routes (ROUTE_ACCESS, ROUTE_PATH_REGEX); shell/src/routes/spec-routes.test.ts checks they agree.
const ROUTE_PATH = /^[a-z0-9_-]+(\/(:[a-z][a-z0-9_]*|[a-z0-9_-]+))*$/;

/** @returns {{ path: string, access: string, antd?: false }[]} */
function readRouteTable(appDir) {
  const file = path.join(appDir, 'src', 'routes.ts');
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const refuse = (id) => {
    throw new Error(`${file}: a route table may not import ${id} at run time (type imports only)`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, refuse);
  const routes = module.exports.routes;
  if (!Array.isArray(routes)) throw new Error(`${file} exports no routes array`);
  const seen = new Set();
  return routes.map((route) => {
    const { path: pattern, access } = route ?? {};
    if (typeof pattern !== 'string' || !ROUTE_PATH.test(pattern)) throw new Error(`${file}: bad route path ${pattern}`);
    if (!ROUTE_ACCESS.includes(access)) throw new Error(`${file}: ${pattern} has unknown access ${access}`);
    if (typeof route.page !== 'function') throw new Error(`${file}: ${pattern} has no page loader`);
    if (seen.has(pattern)) throw new Error(`${file}: ${pattern} is listed twice`);
    if (route.antd !== undefined && route.antd !== false)
      throw new Error(`${file}: ${pattern}: antd must be false or left out`);
    seen.add(pattern);
    return route.antd === false ? { path: pattern, access, antd: false } : { path: pattern, access };
  });
}

/** Writes dist/routes.json beside mf-manifest.json. */
class RouteTablePlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const table = readRouteTable(this.appDir);
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify(table, null, 2) + '\n'));
        },
      );
      // A change to the table alone must rebuild (webpack watches it as a dependency).
      compilation.fileDependencies.add(path.join(this.appDir, 'src', 'routes.ts'));
    });
  }
}

module.exports = { readRouteTable, RouteTablePlugin, ROUTE_ACCESS, ROUTE_PATH };
