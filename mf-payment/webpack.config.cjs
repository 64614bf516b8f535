const { createWebpackConfig } = require('@mockexam/mf-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_payment',
  exposes: { './pages': './src/pages.ts' },
  devPort: 3002,
});
