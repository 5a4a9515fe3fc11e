import { Worker } from 'node:worker_threads';
import { ServiceError } from './errors.ts';

/*
 * Saves sanitise on a worker thread: jsdom takes seconds over a large document, and on the main thread
 * every other request would wait for it. One worker, started on the first save (loading jsdom takes
 * about a second, which start-up should not pay), takes one document at a time in order of arrival.
 */

/** A document still being sanitised after this long is given up on, and its worker with it. */
export const sanitizeTimeLimitMs = 30_000;
/**
 * The worker's heap: several times what a large legitimate document needs (about 200 MB for 490 KB of
 * links), so that markup built to make jsdom's tree explode ends the worker rather than the server.
 */
const workerHeapMb = 768;

interface SanitizeJob {
  html: string;
  timeLimitMs: number;
  resolve: (html: string) => void;
  reject: (error: unknown) => void;
}
/** What sanitize-worker.ts answers to each document. */
export type SanitizeAnswer = { html: string } | { error: string };

const queued: SanitizeJob[] = [];
let worker: Worker | undefined;
let running: { job: SanitizeJob; timer: NodeJS.Timeout } | undefined;

const finishRunning = () => {
  const done = running!;
  clearTimeout(done.timer);
  running = undefined;
  return done.job;
};

/**
 * The worker is the module beside this one. From the bundle `npm start` runs (dist/server.mjs) that is
 * dist/sanitize-worker.mjs, built with it. Under tsx and Vitest it is the TypeScript source, so the
 * worker registers tsx before importing it: Node 20 does not apply `--import tsx` in a worker's
 * execArgv to the worker's own entry ("Unknown file extension .ts").
 */
const startWorker = () => {
  const bundled = import.meta.url.endsWith('.mjs');
  // Named through a variable: Vite (Vitest's jsdom tests import this module too) rewrites
  // `new Worker(new URL('literal', import.meta.url))` into a browser worker of its own making.
  const workerFile = bundled ? './sanitize-worker.mjs' : './sanitize-worker.ts';
  const options = { resourceLimits: { maxOldGenerationSizeMb: workerHeapMb } };
  const started = bundled
    ? new Worker(new URL(workerFile, import.meta.url), options)
    : new Worker(
        "const { workerData } = require('node:worker_threads');\n" +
          'import(workerData.tsx).then(({ register }) => { register(); return import(workerData.worker); });',
        {
          ...options,
          eval: true,
          execArgv: [],
          workerData: {
            tsx: import.meta.resolve('tsx/esm/api'),
            worker: new URL(workerFile, import.meta.url).href,
          },
        },
      );
  started.on('message', (answer: SanitizeAnswer) => {
    if (worker !== started || !running) return;
    const job = finishRunning();
    if ('html' in answer) job.resolve(answer.html);
    else job.reject(new Error(`Sanitising failed in the worker: ${answer.error}`));
    runNext();
  });
  // A worker that fails takes only its current document with it; the next one starts a new worker.
  const retire = (error: Error) => {
    if (worker !== started) return;
    worker = undefined;
    if (running) {
      // Running out of heap is the document's doing: markup that makes the parser reopen many
      // formatting elements in every paragraph builds millions of them from a few hundred KB.
      const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      finishRunning().reject(
        outOfMemory ? new ServiceError('invalid', 'content needs too much memory to sanitise; simplify its markup and try again.') : error,
      );
    }
    runNext();
  };
  started.on('error', retire);
  started.on('exit', (code) => retire(new Error(`The sanitising worker stopped (exit code ${code}).`)));
  // An idle worker never keeps the process alive; a document in progress does, through its timer.
  // After the listeners: adding a 'message' listener refs the worker again.
  started.unref();
  return started;
};

const runNext = () => {
  if (running) return;
  const job = queued.shift();
  if (!job) return;
  try {
    worker ??= startWorker();
  } catch (error) {
    job.reject(error);
    runNext();
    return;
  }
  const timer = setTimeout(() => {
    const stuck = worker;
    worker = undefined;
    running = undefined;
    void stuck?.terminate();
    job.reject(
      new ServiceError(
        'invalid',
        `content took longer than ${job.timeLimitMs / 1000} s to sanitise; simplify its markup and try again.`,
      ),
    );
    runNext();
  }, job.timeLimitMs);
  running = { job, timer };
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's postMessage, not a window's.
  worker.postMessage(job.html);
};

/** `sanitizePolicyHtml` on the worker thread; fails with a ServiceError past `timeLimitMs`. */
export const sanitizePolicyHtmlOffThread = (html: string, { timeLimitMs = sanitizeTimeLimitMs } = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    queued.push({ html, timeLimitMs, resolve, reject });
    runNext();
  });
