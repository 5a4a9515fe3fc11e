import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { VisuallyHidden } from '@chairside/design-system';
import { editorTexts as texts } from './editorTexts';
import type { ScheduledChoiceProps } from './ScheduledChoice';

/*
 * The editor pages' dialogs, loaded when first opened (issue 32): the revision and comparison dialog,
 * the save dialog and the scheduled-change choice. Their code (the word diff above all) kept the
 * editor route over its budget in scripts/bundle-budget.mjs. While one loads, a polite status names
 * what is coming; it takes no room, so nothing on the page moves.
 */

function loadedWhenOpened<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Part = lazy(load);
  return function LoadedWhenOpened(props: Props) {
    return (
      <Suspense fallback={<VisuallyHidden role="status">{texts.loadingDialog}</VisuallyHidden>}>
        <Part {...(props as ComponentProps<typeof Part>)} />
      </Suspense>
    );
  };
}

export const RevisionDialog = loadedWhenOpened(() => import('./RevisionDialog'));
export const ScheduledChoice = loadedWhenOpened<ScheduledChoiceProps>(() => import('./ScheduledChoice').then((module) => ({ default: module.ScheduledChoice })));
export const PublishDialog = loadedWhenOpened(() => import('./SaveDialog'));
