// The dedicated worker that reads one uploaded workbook: bytes in, rows or a catalogue key out. The
// page terminates it after every file and after the time budget, so a hostile file can neither freeze
// the page nor reach its objects (xlsx 0.18.5's prototype-pollution advisory stays in here).
import { parseWorkbook } from './parseWorkbook';

// The DOM lib types `self` as a window; inside a dedicated worker it is the worker's global scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => scope.postMessage(parseWorkbook(event.data));
