/** How close to the limit the count starts being announced; before that, typing stays quiet. */
export const announceWithin = 20;

export type CountState = 'normal' | 'near' | 'over';

/** Where a text of `length` stands against `maxLength`, in words and as a state for styling. */
export function characterCount(length: number, maxLength: number) {
  const remaining = maxLength - length;
  const state: CountState = remaining < 0 ? 'over' : remaining <= announceWithin ? 'near' : 'normal';
  const text =
    remaining < 0
      ? `${-remaining} ${-remaining === 1 ? 'character' : 'characters'} over the limit`
      : `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`;
  return { remaining, state, text, announce: state !== 'normal' };
}
