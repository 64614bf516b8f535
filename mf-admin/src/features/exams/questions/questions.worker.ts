// The dedicated worker that reads one questions workbook: bytes in, rows or a reason out. The page terminates
// it after every file and at the time budget (xlsx 0.18.5's reading advisories stay in here).
import { parseQuestionsWorkbook, type QuestionsParseRequest } from './parseQuestionsWorkbook';

// The DOM lib types `self` as a window; inside a dedicated worker it is the worker's global scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<QuestionsParseRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => scope.postMessage(parseQuestionsWorkbook(event.data));
