// Builds the webpack config of one app (the shell host or a remote) from a few facts about it,
// so the six apps differ only in name, entry and exposes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, hostAliases } = require('./shared.cjs');
const { RouteTablePlugin } = require('./routeTable.cjs');
const { StartAfterPaintPlugin, STARTER_FILE } = require('./startAfterPaint.cjs');

const swcOptions = (isDev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: isDev } },
    target: 'es2020',
  },
});

// V8's explicit compile hint (Chrome 136+): compile every function of a script while it streams in, on a
// background thread, instead of on the main thread the first time each module runs. Added after
// minification, which would drop the comment, and before compression.
class CompileHintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(
              name,
              (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
            );
          }
        },
      );
    });
  }
}

// webpack 5.111 asks the federation runtime module for chunk paths before content hashes exist
// (module-federation/core#5077); it only needs the folder then, so hash the name once known.
const hashedName = (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js');

// What every antd component needs (ConfigProvider, the theme, CSS-in-JS, motion, shared utilities) in
// one chunk: antd is shared one component at a time, and without this each page would fetch the core
// as dozens of small chunks, and every component's share-scope entry in the shell's first-view
// runtime would list all of them.
const antdCore = {
  test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|style|locale)|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|resize-observer|context)|@emotion|stylis)[\\/]/,
  name: 'antd-core',
  chunks: 'async',
  enforce: true,
  priority: 30,
};

// The monolith build's one difference: shell/src/remotes/loadPages.ts becomes scripts/monolith/loadPages.ts,
// which imports every remote's pages statically.
const monolithPages = () =>
  new webpack.NormalModuleReplacementPlugin(/^\.\/loadPages$/, (resource) => {
    if (path.basename(resource.context) === 'remotes') {
      resource.request = path.resolve(__dirname, '../../scripts/monolith/loadPages.ts');
    }
  });

/**
 * @param {{ dir: string, name: string, host?: boolean, exposes?: Record<string,string>, devPort?: number }} app
 */
function createWebpackConfig(app) {
  return (env = {}, argv = {}) => {
    const isDev = argv.mode === 'development';
    const isHost = Boolean(app.host);
    // `--env monolith` (shell only, measurement only): the remotes' pages compiled into the shell.
    const monolith = isHost && Boolean(env.monolith);
    return {
      mode: isDev ? 'development' : 'production',
      context: app.dir,
      // Host: index.ts only does import('./bootstrap') so shared singletons are negotiated first.
      // Remotes need no entry of their own: the container entry is their entry.
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(app.dir, monolith ? 'dist-monolith' : 'dist'),
        // Every chunk is content-hashed: remotes live in immutable version folders, the shell's
        // assets get a year of cache, and only index.html / remotes.json are revalidated.
        filename: isDev ? '[name].js' : hashedName,
        chunkFilename: isDev ? '[name].js' : hashedName,
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        ...(isHost ? { alias: hostAliases(app.dir) } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions(isDev) },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
          { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        ...(isHost ? { splitChunks: { cacheGroups: { antdCore } } } : {}),
      },
      performance: { hints: false },
      plugins: [
        new MiniCssExtractPlugin({
          filename: isDev ? '[name].css' : '[name].[contenthash:10].css',
          chunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
        }),
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes }),
          // Remotes are never compiled in: the shell registers them at run time from /remotes.json.
          remotes: {},
          shared: sharedDependencies({ host: isHost, appDir: app.dir }),
          // Reuse what is already loaded instead of fetching every remote's entry to compare versions:
          // one remote being down must not stall start-up.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          experiments: isHost ? {} : { externalRuntime: true },
          // The host's runtime serves every remote (externalRuntime); its plugin splits start-up into short tasks.
          runtimePlugins: isHost ? [path.join(app.dir, 'src/remotes/runtime-plugin/yieldBeforeShare.ts')] : [],
          dts: false,
          dev: false,
        }),
        // Pre-compressed copies beside each file: the server sends .br or .gz as the browser accepts,
        // without compressing on every request.
        ...(isDev
          ? []
          : [
              new CompressionPlugin({
                test: /\.(js|css|html|json)$/,
                algorithm: 'gzip',
                filename: '[path][base].gz',
                threshold: 1024,
              }),
              new CompressionPlugin({
                test: /\.(js|css|html|json)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
              }),
            ]),
        new CompileHintPlugin(),
        ...(monolith ? [monolithPages()] : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(app.dir, 'public/index.html'),
                // The template links the scripts itself: main.js preloaded, started after the first paint.
                inject: false,
                templateParameters: (compilation, assets) => ({ scripts: assets.js, starter: `/${STARTER_FILE}` }),
              }),
              new StartAfterPaintPlugin(),
            ]
          : [new RouteTablePlugin(app.dir)]),
      ],
      devServer: {
        port: app.devPort,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: isHost ? [{ context: ['/api', '/remotes', '/remotes.json'], target: 'http://localhost:8080' }] : [],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig };
