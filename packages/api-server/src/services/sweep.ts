/**
 * Runs `work` every `intervalMs` until stopped: the housekeeping each server does on its own (lifting
 * ended suspensions, purging deleted accounts). A failed run is reported and the next one tries again;
 * a run still going when the next is due is not doubled, and the timer does not keep the process alive.
 */
export const startSweep = (work: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void) => {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= work()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  /** Stops the sweep, once the run under way (if any) is over, so the database can close after it. */
  return async () => {
    clearInterval(timer);
    await running;
  };
};
