// The module this remote exposes: its pages (from routes.ts, each lazy) and its i18n namespace.
import * as React from 'react';
import { useNavigate } from 'react-router';
import { QueryClientContext } from '@tanstack/react-query';
import { registerNamespace, i18n } from '@mockexam/i18n';
import { pagesOf, preloadOf, registerInstance, type RemotePagesModule } from '@mockexam/ui';
import { sessionStore } from '@mockexam/session';
import { resources } from './i18n';
import { markingResources } from './features/marking-workspace/i18n';
import { resources as markingSupervision } from './features/marking-supervision/i18n';
import { NS as MARKING_SUPERVISION } from './features/marking-supervision/ns';
import { routes } from './routes';

registerNamespace('admin', resources);
registerNamespace('marking', markingResources);
registerNamespace(MARKING_SUPERVISION, markingSupervision);
// What this remote resolved for the shared singletons; a test checks they are the shell's.
registerInstance('mf_admin', 'react', React);
registerInstance('mf_admin', 'react-router', useNavigate);
registerInstance('mf_admin', 'session-store', sessionStore);
registerInstance('mf_admin', 'i18next', i18n);
registerInstance('mf_admin', 'react-query', QueryClientContext);

export const pages: RemotePagesModule['pages'] = pagesOf(routes);
export const preload: RemotePagesModule['preload'] = preloadOf(routes);
