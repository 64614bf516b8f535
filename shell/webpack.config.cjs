const { createWebpackConfig } = require('@mockexam/mf-config/webpack');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', host: true, devPort: 3000 });
