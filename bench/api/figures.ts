/** One figure of a bench part; a target makes it checked and reported as met or missed, never asserted. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: { op: '>=' | '<='; value: number };
  met?: boolean;
  note?: string;
}

/** A part's figures, and the function that adds one (checked against its target, if any) and returns it. */
export function figureList() {
  const figures: Figure[] = [];
  const figure = (name: string, value: number, unit: string, target?: Figure['target'], note?: string) => {
    const entry: Figure = { name, value, unit };
    if (target) {
      entry.target = target;
      entry.met = target.op === '>=' ? value >= target.value : value <= target.value;
    }
    if (note) entry.note = note;
    figures.push(entry);
    return entry;
  };
  return { figures, figure };
}
