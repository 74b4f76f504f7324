// Modal management (requirements M1): one main modal and one overlay modal at a time.
import { atom } from 'nanostores';

/** The two layers: the overlay always sits above the main modal. */
export type ModalLayer = 'main' | 'overlay';

/** What Escape and the close button do: close, ask first while editing, or nothing. */
export type CancelMode = 'close' | 'confirm' | 'none';

/** Data handed to a modal when it opens; the modal checks what it reads. */
export type ModalData = Readonly<Record<string, unknown>>;

/** One open modal. */
export interface ModalEntry {
  readonly id: string;
  readonly props: ModalData;
  readonly cancelMode: CancelMode;
  /** The modal holds unsaved edits (with cancelMode `confirm`, cancel then asks first). */
  readonly editMode: boolean;
}

/** The whole modal state; `pendingCancel` is a cancel waiting for the user's confirmation. */
export interface ModalState {
  readonly main: ModalEntry | null;
  readonly overlay: ModalEntry | null;
  readonly pendingCancel: ModalLayer | null;
}

/** Options of `openModal`. */
export interface OpenOptions {
  readonly overlay?: boolean;
  readonly cancelMode?: CancelMode;
}

/** Modal ids that always open as the overlay (spec: the document viewer). */
export const OVERLAY_IDS: ReadonlySet<string> = new Set(['viewer']);

/** No modal open. */
export const NO_MODALS: ModalState = { main: null, overlay: null, pendingCancel: null };

/** The state after opening a modal: overlays replace the overlay, others replace the main. */
export function opened(
  state: ModalState,
  id: string,
  props: ModalData = {},
  options: OpenOptions = {},
): ModalState {
  const entry: ModalEntry = {
    id,
    props,
    cancelMode: options.cancelMode ?? 'close',
    editMode: false,
  };
  const layer: ModalLayer = options.overlay === true || OVERLAY_IDS.has(id) ? 'overlay' : 'main';
  return { ...state, [layer]: entry, pendingCancel: null };
}

/** The state after closing only the overlay, or everything. */
export function closed(state: ModalState, scope: 'overlay' | 'all'): ModalState {
  if (scope === 'all') return NO_MODALS;
  if (state.overlay === null) return state;
  return { ...state, overlay: null, pendingCancel: null };
}

/** The state after the user cancels a layer (Escape, close button), honouring its cancel mode. */
export function cancelled(state: ModalState, layer: ModalLayer): ModalState {
  const entry = state[layer];
  if (entry === null || entry.cancelMode === 'none') return state;
  if (entry.cancelMode === 'confirm' && entry.editMode) return { ...state, pendingCancel: layer };
  return closed(state, layer === 'overlay' ? 'overlay' : 'all');
}

/** The state after the user answers the "discard changes?" question. */
export function cancelResolved(state: ModalState, discard: boolean): ModalState {
  const layer = state.pendingCancel;
  if (layer === null) return state;
  if (!discard) return { ...state, pendingCancel: null };
  return closed(state, layer === 'overlay' ? 'overlay' : 'all');
}

/** The state with a layer's edit-mode flag set. */
export function withEditMode(state: ModalState, layer: ModalLayer, on: boolean): ModalState {
  const entry = state[layer];
  if (entry === null || entry.editMode === on) return state;
  return { ...state, [layer]: { ...entry, editMode: on } };
}

/** The open modals of the page. */
export const $modals = atom<ModalState>(NO_MODALS);

/** Opens a modal: flagged overlays (and the viewer) open as the overlay, others replace the main. */
export function openModal(id: string, props?: ModalData, options?: OpenOptions): void {
  $modals.set(opened($modals.get(), id, props, options));
}

/** Closes only the overlay, or everything (the default). */
export function closeModal(scope: 'overlay' | 'all' = 'all'): void {
  $modals.set(closed($modals.get(), scope));
}

/** Cancels a layer as Escape or the close button would. */
export function cancelModal(layer: ModalLayer): void {
  $modals.set(cancelled($modals.get(), layer));
}

/** Answers a pending cancel: discard the edits and close, or keep editing. */
export function resolveCancel(discard: boolean): void {
  $modals.set(cancelResolved($modals.get(), discard));
}

/** Marks a layer's modal as holding unsaved edits (or not). */
export function setEditMode(layer: ModalLayer, on: boolean): void {
  $modals.set(withEditMode($modals.get(), layer, on));
}
