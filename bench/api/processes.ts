import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, so the bench runs the same wherever it is started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a Node process with tsx loaded; its output is dropped unless `verbose`. */
export const spawnNode = (args: string[], env: Record<string, string>, options: SpawnOptions = {}): ChildProcess =>
  spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    ...options,
  });

/**
 * Polls `url` every `everyMs` until it answers 200 and returns when it did (performance.now()); fails
 * when the process exits first or after `timeoutMs`.
 */
export const waitFor200 = async (url: string, child: ChildProcess, { everyMs = 10, timeoutMs = 60_000 } = {}) => {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before ${url} answered.`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now();
    } catch {
      // Not listening yet.
    }
    await sleep(everyMs);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
};

/** Sends SIGTERM and waits for the process to exit (SIGKILL after 10 s). */
export const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};
