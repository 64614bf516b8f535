// The shell's page starts its scripts after the first paint. The first response already shows the page
// (the pre-rendered copy); a deferred script that arrived before the parser finished would run first
// and hold that paint back behind the federation runtime's start (~150 ms on a slowed phone). The
// HTML preloads main.js (its download starts at once) and loads this tiny starter instead, which adds
// main.js once a frame has been painted. A hidden tab starts when it is shown.
const { createHash } = require('node:crypto');

const STARTER = `(function () {
  var main = document.currentScript.getAttribute('data-main');
  function start() {
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

/** The starter's file name, hashed like webpack's so the server caches it for a year. */
const STARTER_FILE = `start.${createHash('sha256').update(STARTER).digest('hex').slice(0, 10)}.js`;

/** Emits the starter beside main.js (the host's template links it, see shell/public/index.html). */
class StartAfterPaintPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StartAfterPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartAfterPaintPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(STARTER_FILE, new RawSource(STARTER)),
      );
    });
  }
}

module.exports = { StartAfterPaintPlugin, STARTER_FILE };
