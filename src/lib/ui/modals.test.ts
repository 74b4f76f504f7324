import { beforeEach, describe, expect, it } from 'vitest';
import {
  $modals,
  NO_MODALS,
  cancelModal,
  cancelResolved,
  cancelled,
  closeModal,
  closed,
  openModal,
  opened,
  resolveCancel,
  setEditMode,
  withEditMode,
  type ModalEntry,
  type ModalState,
} from './modals.ts';

const entry = (id: string, extra: Partial<ModalEntry> = {}): ModalEntry => ({
  id,
  props: {},
  cancelMode: 'close',
  editMode: false,
  ...extra,
});
const state = (extra: Partial<ModalState>): ModalState => ({ ...NO_MODALS, ...extra });

describe('opened', () => {
  it.each<[string, ModalState, Parameters<typeof opened>, ModalState]>([
    [
      'opens a plain modal as the main modal',
      NO_MODALS,
      [NO_MODALS, 'a'],
      state({ main: entry('a') }),
    ],
    [
      'replaces the main modal and keeps the overlay',
      state({ main: entry('a'), overlay: entry('o') }),
      [state({ main: entry('a'), overlay: entry('o') }), 'b', { x: 1 }],
      state({ main: entry('b', { props: { x: 1 } }), overlay: entry('o') }),
    ],
    [
      'opens a flagged modal as the overlay and keeps the main',
      state({ main: entry('a') }),
      [state({ main: entry('a') }), 'o', {}, { overlay: true }],
      state({ main: entry('a'), overlay: entry('o') }),
    ],
    [
      'always opens the viewer as the overlay',
      NO_MODALS,
      [NO_MODALS, 'viewer', { fileSeq: '12' }],
      state({ overlay: entry('viewer', { props: { fileSeq: '12' } }) }),
    ],
    [
      'replaces an open overlay with the new one',
      state({ overlay: entry('o1') }),
      [state({ overlay: entry('o1') }), 'o2', {}, { overlay: true }],
      state({ overlay: entry('o2') }),
    ],
    [
      'keeps the cancel mode the caller asks for',
      NO_MODALS,
      [NO_MODALS, 'gdpr', {}, { cancelMode: 'none' }],
      state({ main: entry('gdpr', { cancelMode: 'none' }) }),
    ],
    [
      'drops a pending cancel when another modal opens',
      state({ main: entry('a'), pendingCancel: 'main' }),
      [state({ main: entry('a'), pendingCancel: 'main' }), 'b'],
      state({ main: entry('b') }),
    ],
  ])('%s', (_name, _before, args, expected) => {
    expect(opened(...args)).toEqual(expected);
  });
});

describe('closed and cancelled', () => {
  const both = state({ main: entry('a'), overlay: entry('o') });
  const editing = (cancelMode: ModalEntry['cancelMode']): ModalState =>
    state({ main: entry('a', { cancelMode, editMode: true }) });

  it.each<[string, ModalState, ModalState]>([
    ['closes only the overlay when asked to', closed(both, 'overlay'), state({ main: entry('a') })],
    ['closes everything when asked to', closed(both, 'all'), NO_MODALS],
    [
      'changes nothing when there is no overlay to close',
      closed(state({ main: entry('a') }), 'overlay'),
      state({ main: entry('a') }),
    ],
    [
      'closes only the overlay on cancel of the overlay',
      cancelled(both, 'overlay'),
      state({ main: entry('a') }),
    ],
    ['closes everything on cancel of the main modal', cancelled(both, 'main'), NO_MODALS],
    [
      'ignores cancel when the modal cannot be dismissed',
      cancelled(editing('none'), 'main'),
      editing('none'),
    ],
    [
      'closes an editing modal whose cancel mode is close',
      cancelled(editing('close'), 'main'),
      NO_MODALS,
    ],
    [
      'asks before discarding edits in confirm mode',
      cancelled(editing('confirm'), 'main'),
      { ...editing('confirm'), pendingCancel: 'main' },
    ],
    [
      'closes a confirm-mode modal with no edits',
      cancelled(state({ main: entry('a', { cancelMode: 'confirm' }) }), 'main'),
      NO_MODALS,
    ],
    [
      'changes nothing on cancel of an empty layer',
      cancelled(state({ main: entry('a') }), 'overlay'),
      state({ main: entry('a') }),
    ],
    [
      'closes when the user agrees to discard',
      cancelResolved({ ...editing('confirm'), pendingCancel: 'main' }, true),
      NO_MODALS,
    ],
    [
      'keeps editing when the user declines',
      cancelResolved({ ...editing('confirm'), pendingCancel: 'main' }, false),
      editing('confirm'),
    ],
    [
      'sets the edit-mode flag on one layer',
      withEditMode(both, 'overlay', true),
      state({ main: entry('a'), overlay: entry('o', { editMode: true }) }),
    ],
    ['ignores edit mode for an empty layer', withEditMode(NO_MODALS, 'main', true), NO_MODALS],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('the modal store', () => {
  beforeEach(() => {
    closeModal('all');
  });

  it('runs the open, edit, cancel and close steps a user takes', () => {
    openModal('settings', {}, { cancelMode: 'confirm' });
    openModal('viewer', { fileSeq: '7' });
    setEditMode('main', true);
    cancelModal('overlay');
    expect($modals.get().overlay).toBeNull();
    cancelModal('main');
    expect($modals.get().pendingCancel).toBe('main');
    resolveCancel(false);
    expect($modals.get().main?.id).toBe('settings');
    cancelModal('main');
    resolveCancel(true);
    expect($modals.get()).toEqual(NO_MODALS);
  });
});
