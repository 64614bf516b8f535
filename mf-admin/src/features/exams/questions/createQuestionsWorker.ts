// webpack 5 bundles the worker from this exact expression (new Worker(new URL(..., import.meta.url)));
// kept alone in its file so tests can stand in for it (jest runs CommonJS, without import.meta).
export const createQuestionsWorker = (): Worker => new Worker(new URL('./questions.worker.ts', import.meta.url));
