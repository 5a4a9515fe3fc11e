// The shortest edit between two sequences (Myers, 1986), used twice by diffDocuments: once on the
// blocks of two documents and once on the words of two blocks that changed. Items are compared as
// numbers, so callers give each distinct block or word an id first.

/**
 * A stretch of the two sequences: `same` stretches hold equal items in both (as many in each), the
 * others the items only `a` has (`a[aStart..aEnd)`) and those only `b` has (`b[bStart..bEnd)`).
 */
export type Hunk = { same: boolean; aStart: number; aEnd: number; bStart: number; bEnd: number };

/**
 * How many edits a search may take before it gives up. The search keeps one row of positions per
 * edit, so its memory grows with the square of the edits: this bounds it to a few megabytes. Two
 * documents that differ by more than this many blocks are a rewrite rather than an edit.
 */
export const defaultMaxEdits = 2000;

type Step = 'same' | 'removed' | 'added';

/**
 * Myers' greedy search on `a[0..n)` against `b[0..m)`, which the caller has already stripped of a
 * common start and end. Answers the steps in order, or null when more than `maxEdits` are needed.
 */
function shortestEdit(a: ArrayLike<number>, b: ArrayLike<number>, maxEdits: number): Step[] | null {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(n + m, maxEdits);
  const offset = limit + 1;
  // frontier[k + offset]: how far along `a` the furthest path on diagonal k (x − y) has got.
  const frontier = new Int32Array(2 * offset + 1);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d += 1) {
    // The frontier as it stood before this round: backtracking reads the diagonals either side.
    trace.push(frontier.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && frontier[offset + k - 1]! < frontier[offset + k + 1]!);
      let x = down ? frontier[offset + k + 1]! : frontier[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      frontier[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m);
    }
  }
  return null;
}

/** Walks back from the end through the saved frontiers, collecting the steps of the path found. */
function backtrack(trace: readonly Int32Array[], n: number, m: number): Step[] {
  const steps: Step[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const row = trace[d]!;
    // The row holds diagonals −d−1 … d+1.
    const at = (k: number) => row[k + d + 1]!;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      steps.push('same');
      x -= 1;
      y -= 1;
    }
    if (d > 0) steps.push(x === previousX ? 'added' : 'removed');
    x = previousX;
    y = previousY;
  }
  return steps.toReversed();
}

/** Gathers steps into hunks, each change hunk holding everything between two same ones. */
function hunksOf(steps: readonly Step[], aFrom: number, bFrom: number): Hunk[] {
  const hunks: Hunk[] = [];
  let x = aFrom;
  let y = bFrom;
  for (const step of steps) {
    const same = step === 'same';
    let last = hunks.at(-1);
    if (!last || last.same !== same) {
      last = { same, aStart: x, aEnd: x, bStart: y, bEnd: y };
      hunks.push(last);
    }
    if (step !== 'added') {
      x += 1;
      last.aEnd = x;
    }
    if (step !== 'removed') {
      y += 1;
      last.bEnd = y;
    }
  }
  return hunks;
}

/**
 * The hunks that turn `a` into `b` with the fewest items removed and added. The common start and
 * end are set aside first, so two long sequences with a few edits cost little more than reading
 * them. When the middle needs more than `maxEdits` edits, answers null, or with `replaceWhenTooFar`
 * one change hunk for the whole middle (everything in it removed and added).
 */
export function diffSequences(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  { maxEdits = defaultMaxEdits, replaceWhenTooFar = false }: { maxEdits?: number; replaceWhenTooFar?: boolean } = {},
): Hunk[] | null {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let aEnd = a.length;
  let bEnd = b.length;
  while (aEnd > start && bEnd > start && a[aEnd - 1] === b[bEnd - 1]) {
    aEnd -= 1;
    bEnd -= 1;
  }
  const middleA = Array.prototype.slice.call(a, start, aEnd) as number[];
  const middleB = Array.prototype.slice.call(b, start, bEnd) as number[];
  const replaced: Hunk[] = start === aEnd && start === bEnd ? [] : [{ same: false, aStart: start, aEnd, bStart: start, bEnd }];
  // Only removed or only added in between: that is the answer, found without a search.
  const steps = middleA.length > 0 && middleB.length > 0 ? shortestEdit(middleA, middleB, maxEdits) : undefined;
  if (steps === null && !replaceWhenTooFar) return null;
  const hunks = steps ? hunksOf(steps, start, start) : replaced;
  if (start > 0) hunks.unshift({ same: true, aStart: 0, aEnd: start, bStart: 0, bEnd: start });
  if (aEnd < a.length) hunks.push({ same: true, aStart: aEnd, aEnd: a.length, bStart: bEnd, bEnd: b.length });
  return hunks;
}
