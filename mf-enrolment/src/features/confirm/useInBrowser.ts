// Whether the page renders in the browser (true) or in the build's pre-render in Node (false): React
// asks the server snapshot there. The order review's copy is rendered without the browser's draft, so
// it shows the frame instead of deciding that there is no draft.
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
