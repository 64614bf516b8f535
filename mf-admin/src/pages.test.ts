/// <reference types="node" />
// Node test code: reads route tables from disk the way the builds do.
import path from 'node:path';
import { keyDifferences } from '@mockexam/i18n';
import { pages } from './pages';
import { resources } from './i18n';
import { resources as markingSupervision } from './features/marking-supervision/i18n';
import { routes } from './routes';

// The build's own reader of route tables (shared/mf-config/routeTable.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readRouteTable } = require('@mockexam/mf-config/route-table');

describe('mf-admin exposed pages', () => {
  it('exposes a page for each route of its table, and the build reads the same table without running it', () => {
    expect(Object.keys(pages)).toEqual(routes.map((route) => route.path));
    expect(readRouteTable(path.resolve(__dirname, '..'))).toEqual(
      routes.map(({ path: pattern, access, antd }) => ({ path: pattern, access, ...(antd === false && { antd }) })),
    );
  });

  it('has every string in both languages', () => {
    expect(keyDifferences(resources['zh-hk'], resources.en)).toEqual([]);
    expect(keyDifferences(markingSupervision['zh-hk'], markingSupervision.en)).toEqual([]);
  });
});
