import { readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { antdComponents } = require('@mockexam/mf-config') as { antdComponents: (dir: string) => string[] };

test('the shell requests every antd component the build shares, so each one is provided to the remotes', () => {
  const source = readFileSync(path.join(__dirname, 'antdProvides.ts'), 'utf8');
  const requested = [...source.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
  expect(requested).toEqual(antdComponents(path.join(__dirname, '../..')));
});
