import { describe, expect, it, vi } from 'vitest';
import { createToaster, createToastStore, swipeThresholdFor, toast } from './toastStore';

describe('createToastStore', () => {
  it('keeps toasts shown before any provider subscribes, in order, until one does', () => {
    const store = createToastStore();
    store.show('success', 'Password changed successfully.');
    store.show('error', 'Something went wrong.', { duration: 1000 });

    const listener = vi.fn<() => void>();
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual([
      { id: 'toast-1', tone: 'success', text: 'Password changed successfully.', duration: undefined, open: true },
      { id: 'toast-2', tone: 'error', text: 'Something went wrong.', duration: 1000, open: true },
    ]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives every toast its own id, even with the same text', () => {
    const store = createToastStore();
    const ids = [store.show('success', 'Saved.'), store.show('success', 'Saved.'), store.show('error', 'Saved.')];
    expect(new Set(ids).size).toBe(3);
    expect(store.getSnapshot().map((entry) => entry.id)).toEqual(ids);
  });

  it('notifies listeners with a new snapshot after each change, and stops after unsubscribing', () => {
    const store = createToastStore();
    const listener = vi.fn<() => void>();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();

    const id = store.show('success', 'Saved.');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);

    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.show('success', 'Saved again.');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('closes one toast by id while a provider listens, and forgets it only once closed', () => {
    const store = createToastStore();
    store.subscribe(() => {});
    const first = store.show('success', 'First.');
    const second = store.show('error', 'Second.');

    store.removeClosed(first);
    expect(store.getSnapshot()).toHaveLength(2);

    store.dismiss(first);
    expect(store.getSnapshot().map((entry) => [entry.id, entry.open])).toEqual([
      [first, false],
      [second, true],
    ]);

    store.removeClosed(first);
    expect(store.getSnapshot().map((entry) => entry.id)).toEqual([second]);
  });

  it('closes every toast when dismissed without an id', () => {
    const store = createToastStore();
    store.subscribe(() => {});
    store.show('success', 'One.');
    store.show('error', 'Two.');
    store.dismiss();
    expect(store.getSnapshot().every((entry) => !entry.open)).toBe(true);
  });

  it('ignores an unknown id and a second dismissal without notifying', () => {
    const store = createToastStore();
    const listener = vi.fn<() => void>();
    store.subscribe(listener);
    const id = store.show('success', 'Saved.');
    store.dismiss(id);
    listener.mockClear();

    store.dismiss(id);
    store.dismiss('toast-99');
    store.removeClosed('toast-99');
    expect(listener).not.toHaveBeenCalled();
  });

  it('drops dismissed toasts at once when no provider is there to play their exit', () => {
    const store = createToastStore();
    const id = store.show('success', 'Saved.');
    store.show('error', 'Failed.');
    store.dismiss(id);
    expect(store.getSnapshot().map((entry) => entry.text)).toEqual(['Failed.']);
  });

  it('drops toasts left closing by a provider that unmounted, but keeps open ones queued', () => {
    const store = createToastStore();
    const unsubscribe = store.subscribe(() => {});
    const closing = store.show('success', 'Closing.');
    store.show('error', 'Still open.');
    store.dismiss(closing);

    unsubscribe();
    expect(store.getSnapshot().map((entry) => [entry.text, entry.open])).toEqual([['Still open.', true]]);
  });

  it("keeps a toast's action as given, and none for a toast without one", () => {
    const store = createToastStore();
    const onAction = vi.fn<() => void>();
    const action = { label: 'Undo', altText: 'Undo the suspension', onAction };
    store.show('success', 'Ann Lee suspended.', { duration: 10_000, action });
    store.show('success', 'Saved.');

    const [withAction, plain] = store.getSnapshot();
    expect(withAction).toMatchObject({ text: 'Ann Lee suspended.', duration: 10_000, action });
    expect(plain?.action).toBeUndefined();
    // The store only carries it: pressing the button is what runs it.
    expect(onAction).not.toHaveBeenCalled();
  });

  it('refuses an action without a label or an altText in development', () => {
    const store = createToastStore();
    const onAction = vi.fn<() => void>();
    expect(() => store.show('success', 'Saved.', { action: { label: ' ', altText: 'Undo the save', onAction } })).toThrow(
      'toast: an action needs a label and an altText.',
    );
    expect(() => store.show('success', 'Saved.', { action: { label: 'Undo', altText: '', onAction } })).toThrow(
      'toast: an action needs a label and an altText.',
    );
    expect(store.getSnapshot()).toEqual([]);
  });

  it('refuses an empty message in development', () => {
    const store = createToastStore();
    expect(() => store.show('error', '   ')).toThrow('toast: the message must not be empty.');
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('createToaster', () => {
  it('adds success and error toasts to its own store and dismisses them', () => {
    const appToasts = toast.store.getSnapshot();
    const toaster = createToaster();
    toaster.store.subscribe(() => {});
    const ok = toaster.success('Support request submitted successfully.');
    const failed = toaster.error('Failed to submit support request.', { duration: 2000 });
    const undo = { label: 'Undo', altText: 'Undo the suspension', onAction: vi.fn<() => void>() };
    const undoable = toaster.success('Ann Lee suspended.', { duration: 10_000, action: undo });

    expect(toaster.store.getSnapshot().map(({ id, tone, duration, action }) => ({ id, tone, duration, action }))).toEqual([
      { id: ok, tone: 'success', duration: undefined, action: undefined },
      { id: failed, tone: 'error', duration: 2000, action: undefined },
      { id: undoable, tone: 'success', duration: 10_000, action: undo },
    ]);

    toaster.dismiss(failed);
    expect(toaster.store.getSnapshot().find((entry) => entry.id === failed)?.open).toBe(false);
    // Separate toasters never see each other's toasts.
    expect(toast.store.getSnapshot()).toBe(appToasts);
  });
});

describe('swipeThresholdFor', () => {
  it('is 80 percent of the toast width, in whole pixels', () => {
    expect(swipeThresholdFor(352)).toBe(282);
    expect(swipeThresholdFor(300)).toBe(240);
    expect(swipeThresholdFor(200, 0.5)).toBe(100);
  });

  it('has no answer for a toast that is not laid out', () => {
    expect(swipeThresholdFor(0)).toBeNull();
    expect(swipeThresholdFor(Number.NaN)).toBeNull();
  });
});
