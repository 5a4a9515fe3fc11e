import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
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

/**
 * The server's process id. spawnNode runs scripts/start.mjs, which runs the server as a Node child of
 * its own (besides, perhaps, esbuild's service after building the server's bundle): the child of ours
 * whose command is this Node.
 */
export const serverPid = (starter: number) => {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      if (/^PPid:\s+(\d+)$/m.exec(status)?.[1] !== String(starter)) continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (command[0] === process.execPath) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`No server process under scripts/start.mjs (pid ${starter}).`);
};

/** Reads the process's resident memory (VmRSS, in KiB) every `everyMs` until `stop`, which returns the peak in MB (1024 × 1024 bytes). */
export const sampleMemory = (pid: number, everyMs = 100) => {
  let peakKib = 0;
  let samples = 0;
  const read = () => {
    try {
      const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      if (Number.isFinite(kib)) {
        peakKib = Math.max(peakKib, kib);
        samples += 1;
      }
    } catch {
      // The server has exited: nothing more to read.
    }
  };
  read();
  const firstMb = peakKib / 1024;
  const timer = setInterval(read, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return { peakMb: peakKib / 1024, firstMb, samples };
    },
  };
};
