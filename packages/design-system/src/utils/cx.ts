/** Joins class names, skipping empty ones; the caller's className is passed last so it wins. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
