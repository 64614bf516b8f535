// The shell records the singletons it runs with; each remote records the ones it sees.
// A test then checks that every name has exactly one instance.
import * as React from 'react';
import { useNavigate } from 'react-router';
import { registerInstance } from '@mockexam/ui';
import { sessionStore } from '@mockexam/session';
import { i18n } from '@mockexam/i18n';

export function recordSharedInstances(): void {
  registerInstance('shell', 'react', React);
  registerInstance('shell', 'react-router', useNavigate);
  registerInstance('shell', 'session-store', sessionStore);
  registerInstance('shell', 'i18next', i18n);
}
