// The worker thread behind sanitizePolicyHtmlOffThread (sanitize.ts): sanitises each document it is
// sent and answers with the result, one at a time. The bundle `npm start` runs has it as
// dist/sanitize-worker.mjs (scripts/build-server.mjs).
import { parentPort } from 'node:worker_threads';
import type { SanitizeAnswer } from './sanitize-off-thread.ts';
import { sanitizePolicyHtml } from './sanitize.ts';

if (!parentPort) throw new Error('sanitize-worker.ts runs as a worker thread, started by sanitize.ts.');
const port = parentPort;

port.on('message', (html: string) => {
  let answer: SanitizeAnswer;
  try {
    answer = { html: sanitizePolicyHtml(html) };
  } catch (error) {
    // A RangeError from jsdom, say: the save fails, the worker carries on.
    answer = { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  port.postMessage(answer);
});
