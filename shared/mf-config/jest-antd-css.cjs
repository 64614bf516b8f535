// antd's style injection, with the CSS left out. jsdom recomputes the cascade over every stylesheet rule for
// each getComputedStyle, and Testing Library asks for it on every element a role query looks at: with antd's
// generated CSS (hundreds of rules per component) in the page, one test file of forms took 120 s instead of
// 14 s. Unit tests assert roles, text, attributes and calls; what the CSS shows is checked in Chromium by the
// end-to-end suite. The style elements are still written, empty, so antd's bookkeeping runs as in a browser.
const path = require('node:path');

const from = (request, dir) => path.dirname(require.resolve(`${request}/package.json`, { paths: [dir] }));
const antd = from('antd', path.join(__dirname, '../ui'));
const cssinjs = from('@ant-design/cssinjs', antd);
// With its extension, so that jest's module map does not send the request back to this file.
const real = require(require.resolve('@rc-component/util/lib/Dom/dynamicCSS.js', { paths: [cssinjs] }));

module.exports = {
  ...real,
  injectCSS: (css, option) => real.injectCSS('', option),
  updateCSS: (css, key, option) => real.updateCSS('', key, option),
};
