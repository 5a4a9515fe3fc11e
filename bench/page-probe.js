// Installed in every benchmark page before the app's own scripts (Playwright addInitScript, which goes
// through the DevTools protocol, so the app's CSP stays on). It records what the browser reports
// (paints, long tasks, layout shifts, the largest contentful paint, the latest input event) and
// offers `afterNextPaint`, the end point of every interaction figure.
(() => {
  const probe = {
    longTasks: [],
    layoutShifts: [],
    lcp: [],
    fcp: undefined,
    /** The timeStamp of the latest pointerdown or keydown: when the browser received the input. */
    lastInput: undefined,
    pending: undefined,
  };
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- the script is one closure on purpose: it leaves only window.__benchProbe behind
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks leaves its figure empty rather than breaking the page.
    }
  };
  observe('longtask', (entry) => probe.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('layout-shift', (entry) => probe.layoutShifts.push({ start: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput }));
  observe('largest-contentful-paint', (entry) => probe.lcp.push({ start: entry.startTime, size: entry.size }));
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  });
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => (probe.lastInput = event.timeStamp), { capture: true });
  }

  /**
   * Resolves with performance.now() just after the first frame painted once `done()` holds: the DOM is
   * checked after every mutation (a MutationObserver runs right after the task that changed it, so
   * after React's commit); then requestAnimationFrame waits for the next frame, and a MessageChannel
   * message posted from it runs as the first task after that frame's paint.
   */
  probe.afterNextPaint = (done) =>
    new Promise((resolve) => {
      let observer = undefined;
      const check = () => {
        if (!done()) return false;
        observer?.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.addEventListener('message', () => resolve(performance.now()));
          channel.port1.start();
          channel.port2.postMessage(undefined);
        });
        return true;
      };
      if (check()) return;
      observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });

  window.__benchProbe = probe;
})();
