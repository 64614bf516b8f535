// The jest setup of every front-end package: TypeScript + JSX through SWC, jsdom, jest-dom matchers.
const path = require('node:path');

function createJestConfig(dir) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: 'jsdom',
    // Resolve packages' CommonJS builds (react-router) instead of their browser ESM builds.
    testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': require.resolve('./jest-style-stub.cjs'),
      // Code imports antd's ES build per component (shared one by one); jest runs its CommonJS twin.
      '^antd/es/(.*)$': 'antd/lib/$1',
      // antd writes its style elements empty under jsdom: see the file.
      '^@rc-component/util/lib/Dom/dynamicCSS$': require.resolve('./jest-antd-css.cjs'),
    },
    setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
  };
}

module.exports = { createJestConfig };
