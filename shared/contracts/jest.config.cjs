const { createJestConfig } = require('@mockexam/mf-config/jest');
module.exports = createJestConfig(__dirname);
