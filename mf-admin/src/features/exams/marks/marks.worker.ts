// The dedicated worker that reads one marks workbook: bytes and the paper's columns in, rows or a reason out.
// The page terminates it after every file and at the time budget, so a hostile file can neither freeze the
// page nor reach its objects (xlsx 0.18.5's prototype-pollution advisory stays in here).
import { parseMarksWorkbook, type MarksParseRequest } from './parseMarksWorkbook';

// The DOM lib types `self` as a window; inside a dedicated worker it is the worker's global scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MarksParseRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => scope.postMessage(parseMarksWorkbook(event.data));
