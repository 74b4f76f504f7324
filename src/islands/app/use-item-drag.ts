// Drag and drop of rows onto a folder row or a breadcrumb (requirements X23): rows carry
// `data-index`, drop targets `data-drop-node` (+ `data-drop-seq`, `data-drop-name`, and
// `data-drop-level` on rows). One set of document listeners handles them all; the target is
// outlined while a drop is taken there, and the result is told by the copy-move toast.
import { useEffect, useRef } from 'react';
import type { ActionContext } from '../../lib/explorer/actions.ts';
import { refsOf } from '../../lib/explorer/copy-move.ts';
import { copyMoveAvailability } from '../../lib/explorer/copy-move-action.ts';
import { draggedItems, dropMode, mayDrop, type DropFolder } from '../../lib/explorer/drag.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { itemAt } from '../../lib/explorer/paging.ts';
import { ACCESS_LEVELS } from '../../lib/files/permissions.ts';
import { toast } from '../../lib/ui/toasts.ts';
import type { AppContextValue } from './context.ts';
import { folderRef, place } from './copy-move-effect.ts';
import { reportIncomplete } from './use-whole-selection.ts';

/** The drag's own data type: rows dragged inside the app, never files from the desktop. */
const DRAG_TYPE = 'application/x-cloudbox-items';
const TARGET_CLASS = 'is-drop-target';

function dropFolder(element: HTMLElement): (DropFolder & { name: string }) | null {
  const node = element.dataset['dropNode'];
  const seq = Number(element.dataset['dropSeq']);
  if (node === undefined || !Number.isInteger(seq)) return null;
  const raw = element.dataset['dropLevel'];
  const level = ACCESS_LEVELS.find((l) => l === raw);
  return {
    node,
    dirSeq: seq,
    name: element.dataset['dropName'] ?? '',
    ...(raw === undefined ? {} : { level: level ?? null }),
  };
}

/** Installs the drag and drop of rows while the list is shown. */
export function useItemDrag(app: AppContextValue, ctx: ActionContext | null): void {
  const ctxRef = useRef(ctx);
  useEffect(() => {
    ctxRef.current = ctx;
  }, [ctx]);
  useEffect(() => {
    const { runtime, t } = app;
    const { explorer } = runtime;
    let dragged: readonly ExplorerItem[] = [];
    // The selection dragged holds entries never loaded: the drop loads them first (X6).
    let partial = false;
    let outlined: HTMLElement | null = null;
    const outline = (element: HTMLElement | null): void => {
      if (outlined === element) return;
      outlined?.classList.remove(TARGET_CLASS);
      element?.classList.add(TARGET_CLASS);
      outlined = element;
    };
    const targetOf = (event: DragEvent): HTMLElement | null =>
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-drop-node]')
        : null;
    const verdict = (event: DragEvent) => {
      const current = ctxRef.current;
      const element = targetOf(event);
      const folder = element === null ? null : dropFolder(element);
      const from = explorer.$folder.get();
      if (current === null || element === null || folder === null || dragged.length === 0)
        return null;
      const mode = dropMode({ ctrl: event.ctrlKey, alt: event.altKey, meta: event.metaKey });
      if (!mayDrop(current, dragged, mode, folder, from?.dir_seq ?? null)) return null;
      return { element, folder, mode };
    };
    const onStart = (event: DragEvent): void => {
      const row =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
      const state = explorer.$list.get()?.$state.get();
      const item =
        row === null || state === undefined
          ? undefined
          : itemAt(state, Number(row.dataset['index']));
      if (item === undefined || event.dataTransfer === null) return;
      const current = ctxRef.current;
      dragged = draggedItems(item, current?.selection ?? []);
      partial =
        current !== null &&
        dragged === current.selection &&
        current.selection.length < current.selectedCount;
      event.dataTransfer.setData(DRAG_TYPE, String(dragged.length));
      event.dataTransfer.setData('text/plain', dragged.map((entry) => entry.name).join('\n'));
      event.dataTransfer.effectAllowed = 'copyMove';
    };
    const onOver = (event: DragEvent): void => {
      if (!event.dataTransfer?.types.includes(DRAG_TYPE)) return;
      const found = verdict(event);
      outline(found?.element ?? null);
      if (found === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = found.mode;
    };
    const onDrop = (event: DragEvent): void => {
      if (!event.dataTransfer?.types.includes(DRAG_TYPE)) return;
      const found = verdict(event);
      outline(null);
      if (found === null) return;
      event.preventDefault();
      const folder = explorer.$folder.get();
      const from = folder === null ? null : folderRef(folder, (kind) => t(`files.root.${kind}`));
      const back = found.mode === 'move' ? from : null;
      const items = dragged;
      dragged = [];
      if (!partial) {
        place(runtime, found.mode, refsOf(items), found.folder, back);
        return;
      }
      void explorer.wholeSelection().then((answer) => {
        const current = ctxRef.current;
        if (answer.status !== 'ready') reportIncomplete(answer, explorer, t);
        if (answer.status !== 'ready' || current === null) return;
        const whole = { ...current, selection: answer.items };
        if (!mayDrop(whole, answer.items, found.mode, found.folder, folder?.dir_seq ?? null)) {
          // An entry loaded last refuses it (a file someone else locked): say why, where known.
          const verdict = copyMoveAvailability(whole, found.mode);
          if (verdict.state === 'disabled') toast(t(verdict.reasonKey), { tone: 'info' });
          return;
        }
        place(runtime, found.mode, refsOf(answer.items), found.folder, back);
      });
    };
    const onEnd = (): void => {
      dragged = [];
      outline(null);
    };
    document.addEventListener('dragstart', onStart);
    document.addEventListener('dragover', onOver);
    document.addEventListener('drop', onDrop);
    document.addEventListener('dragend', onEnd);
    return () => {
      document.removeEventListener('dragstart', onStart);
      document.removeEventListener('dragover', onOver);
      document.removeEventListener('drop', onDrop);
      document.removeEventListener('dragend', onEnd);
    };
  }, [app]);
}
