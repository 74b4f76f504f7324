// The search results (`?q=…&scope=…`; requirements X19, X36): each file or folder found with its
// kind, its name (the match marked), where it lives, its size and date, in a virtualized listbox
// with its own selection. A click opens a result in place (a folder opens, a file opens its folder
// with the file selected); the folder list's keys act on the selected results, each with the
// permissions where it lives (search-actions.ts), through the same action table and menu.
import { useStore } from '@nanostores/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type { Action, ActionEffects } from '../../lib/explorer/actions.ts';
import { formatUpdated } from '../../lib/explorer/dates.ts';
import { DIALOG, openDialog } from '../../lib/explorer/dialogs.ts';
import { describeKey, keyCommand, pageRows } from '../../lib/explorer/keymap.ts';
import { openSearchResult } from '../../lib/explorer/search-results.ts';
import {
  $resultsStale,
  enterDecision,
  OPEN_RESULT_ID,
  resultKeyShortcuts,
  REVEAL_RESULT_ID,
  searchActions,
  searchMenuEntries,
  selectionAfterResults,
  type SearchActionBase,
  type SearchHit,
} from '../../lib/explorer/search-actions.ts';
import { shownPhase } from '../../lib/explorer/search-state.ts';
import { highlightParts, nearFirstMatch, type NamePart } from '../../lib/explorer/search.ts';
import { sortedIndices } from '../../lib/explorer/selected.ts';
import { whereCrumbs, whereText } from '../../lib/explorer/where.ts';
import { nextSelection, NO_SELECTION, type Selection } from '../../lib/explorer/selection.ts';
import { rowWindow, scrollToRow } from '../../lib/explorer/virtual.ts';
import { formatSize } from '../../lib/files/names.ts';
import { openPreview } from '../../lib/preview/viewer-binding.ts';
import { usesOfficeViewer } from '../../lib/session/profile.ts';
import { pageBridge } from '../../lib/shell/page.ts';
import { isMacPlatform } from '../../lib/ui/keys.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { AppIcon } from './AppIcon.tsx';
import { ContextMenu } from './ContextMenu.tsx';
import { readyProfile, useApp } from './context.ts';
import { $searchDetails } from './details-state.ts';
import { iconOf } from './file-kind.ts';
import { focusSearchField } from './SearchField.tsx';
import { searchOf } from './search-runtime.ts';
import { runResultCopyMove } from './copy-move-effect.ts';
import { usePixelHeight, useViewport } from './use-viewport.ts';
import './search.css';

/** The height of one result (kept in step with `.fx-found__row` in search.css). */
const ROW = 64;

/** Parts of a name, the matches marked. */
function Marked(props: { readonly parts: readonly NamePart[] }) {
  return props.parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text));
}

/**
 * A result's name with its match marked; where the match is far into a long name, a phone shows
 * it from a little before the match instead (search.css), so the match is what stays in sight.
 */
function FoundName(props: { readonly parts: readonly NamePart[] }): ReactElement {
  const near = nearFirstMatch(props.parts);
  if (near === null) {
    return (
      <span className="fx-found__name">
        <Marked parts={props.parts} />
      </span>
    );
  }
  return (
    <span className="fx-found__name has-near">
      <span className="fx-found__full">
        <Marked parts={props.parts} />
      </span>
      <span className="fx-found__near" aria-hidden="true">
        <Marked parts={near} />
      </span>
    </span>
  );
}

/** Props of `SearchView`. */
export interface SearchViewProps {
  /** The action table's effects (the Shell's, as the folder list gets them). */
  readonly effects: ActionEffects;
}

const NO_HITS: readonly SearchHit[] = [];
const isMac = (): boolean => isMacPlatform(navigator.platform);

/** The view. */
export function SearchView({ effects }: SearchViewProps): ReactElement {
  const app = useApp();
  const { runtime, t, locale } = app;
  const profile = readyProfile(app.profile);
  const machine = searchOf(runtime);
  const state = useSyncExternalStore(machine.subscribe, machine.state);
  const phase = shownPhase(state);
  const folder = useStore(runtime.explorer.$folder);
  const stale = useStore($resultsStale);
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const box = useViewport(scroller);
  const baseId = useId();
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const results = phase === 'results' ? state.results : NO_HITS;
  const win = rowWindow({
    scrollTop: box.scrollTop,
    height: box.height,
    rowHeight: ROW,
    rows: results.length,
    overscan: 4,
  });
  usePixelHeight(list, win.before, 'paddingTop');
  usePixelHeight(list, win.after, 'paddingBottom');
  const current = Math.min(selection.focus ?? 0, Math.max(0, results.length - 1));
  const rowId = (index: number): string => `${baseId}-found-${index}`;
  const wantFocus = useRef(false);
  useLayoutEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    document.getElementById(rowId(current))?.focus();
  });

  // Files changed (a rename, a delete, an undo): search again, the results staying shown; what an
  // Undo put back is selected in the next results.
  const seenStale = useRef(stale);
  const toSelect = useRef<readonly string[] | undefined>(undefined);
  useEffect(() => {
    if (seenStale.current === stale) return;
    seenStale.current = stale;
    toSelect.current = stale.select;
    machine.refresh();
  }, [stale, machine]);
  // New results: nothing selected (but what an Undo put back), the focus kept on its result (or
  // the next one after a delete), and given back to the list when the list had it or nothing has
  // it (a dialog just closed).
  const shown = useRef(results);
  useLayoutEffect(() => {
    const before = shown.current;
    if (before === results) return;
    shown.current = results;
    const select = toSelect.current;
    toSelect.current = undefined;
    setSelection((old) =>
      selectionAfterResults(
        old,
        before.map((hit) => hit.item.key),
        results.map((hit) => hit.item.key),
        select,
      ),
    );
    const active = document.activeElement;
    if (active === null || active === document.body || scroller.current?.contains(active) === true)
      wantFocus.current = true;
  }, [results]);

  const base = useMemo<SearchActionBase>(
    () => ({
      userType: profile.userType,
      officeViewer: usesOfficeViewer(profile),
      authority: profile.operationAuthority,
      inShell: pageBridge().isShell(),
    }),
    [profile],
  );
  const selectedHits = useMemo(
    () =>
      sortedIndices(selection.selected).flatMap((index) => {
        const hit = results[index];
        return hit === undefined ? [] : [hit];
      }),
    [selection.selected, results],
  );
  const actions = useMemo(() => searchActions(selectedHits, base), [selectedHits, base]);

  const rootName = (root: string): string => t(`files.root.${root}`);
  const crumbsOf = (entry: SearchHit): string[] =>
    whereCrumbs(entry.location, rootName(entry.root));
  const where = (entry: SearchHit): string => whereText(entry.location, rootName(entry.root));

  // The details panel (the Shell's) shows the one selected result, where it lives.
  const only = selectedHits.length === 1 ? selectedHits[0] : undefined;
  useEffect(() => {
    $searchDetails.set({
      ctx: actions.ctx,
      crumbs: only === undefined ? [] : crumbsOf(only),
      folderLevel: only?.access?.levels[0] ?? null,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- crumbsOf reads only t and `only`
  }, [actions, only, t]);
  useEffect(
    () => () => {
      $searchDetails.set(null);
    },
    [],
  );

  const focusList = (): void => {
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('.fx-grid')?.focus();
    });
  };
  const reveal = (entry: SearchHit): void => {
    openSearchResult(runtime.explorer, entry, { focus: focusList, preview: openPreview });
  };
  const open = (entry: SearchHit): void => {
    const decision = enterDecision(entry, base);
    if (decision.type === 'preview') effects.preview(entry.item);
    else if (decision.type === 'refused') toast(t(decision.reasonKey), { tone: 'info' });
    else reveal(entry);
  };
  // The effects as the results need them: a result's siblings are not the folder shown's.
  const resultEffects = useMemo<ActionEffects>(
    () => ({
      ...effects,
      rename(item) {
        openDialog(DIALOG.rename, { item, siblings: [] });
      },
      copyMove(request) {
        runResultCopyMove(runtime, profile.userType, request, (item) => {
          return selectedHits.find((hit) => hit.item.key === item.key)?.holder ?? null;
        });
      },
    }),
    [effects, runtime, profile.userType, selectedHits],
  );
  const run = (action: Action): void => {
    const entry = selectedHits.length === 1 ? selectedHits[0] : undefined;
    if (action.id === OPEN_RESULT_ID) {
      if (entry !== undefined) open(entry);
    } else if (action.id === REVEAL_RESULT_ID) {
      if (entry !== undefined) reveal(entry);
    } else if (actions.available(action).state === 'enabled') {
      action.perform(actions.ctx, resultEffects);
    }
  };
  const select = (next: Selection): void => {
    setSelection(next);
  };
  const openMenu = (index: number, anchor: { x: number; y: number }): void => {
    if (!selection.selected.has(index))
      select(nextSelection(selection, { type: 'context', index }));
    setMenu(anchor);
  };
  const closeMenu = (): void => {
    setMenu(null);
    wantFocus.current = true;
    setSelection((old) => ({ ...old }));
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && selection.selected.size === 0) {
      event.preventDefault();
      machine.clear();
      focusList();
      return;
    }
    const command = keyCommand(describeKey(event, isMac()), {
      focus: results.length === 0 ? null : current,
      count: results.length,
      columns: 1,
      pageRows: pageRows(box.height, ROW),
      actions: actions.ctx,
      available: actions.available,
      noParent: true,
    });
    if (command === null || command.type === 'parent') return;
    event.preventDefault();
    switch (command.type) {
      case 'menu': {
        if (command.index === null) return;
        const row = document.getElementById(rowId(command.index))?.getBoundingClientRect();
        openMenu(command.index, { x: row?.left ?? 0, y: row?.bottom ?? 0 });
        return;
      }
      case 'open': {
        const entry = results[command.index];
        if (entry !== undefined) open(entry);
        return;
      }
      case 'select': {
        const next = nextSelection(selection, command.event);
        if (command.event.type === 'move') {
          const node = scroller.current;
          if (node !== null) {
            const top = scrollToRow(command.event.to, node.scrollTop, node.clientHeight, ROW);
            if (top !== null) node.scrollTop = top;
          }
          wantFocus.current = true;
        }
        select(next);
        return;
      }
      case 'details':
        effects.details();
        return;
      case 'search':
        focusSearchField();
        return;
      case 'favorite':
        void runtime.favorites.toggle(actions.ctx.selection);
        return;
      case 'action':
        run(command.action);
    }
  };
  const onClick = (index: number, event: MouseEvent): void => {
    const toggle = isMac() ? event.metaKey : event.ctrlKey;
    if (toggle || event.shiftKey) {
      select(nextSelection(selection, { type: 'click', index, toggle, range: event.shiftKey }));
      return;
    }
    const entry = results[index];
    if (entry !== undefined) reveal(entry);
  };

  const scopeText =
    state.scope === 'all'
      ? t('files.search.scopes.all')
      : t('files.search.inFolder', {
          folder:
            folder === null ? '' : folder.path.length === 1 ? rootName(folder.root) : folder.name,
        });

  let body: ReactElement | null = null;
  if (phase === 'loading' || phase === 'idle') {
    body = <p className="fx-state">{t('files.search.loading')}</p>;
  } else if (phase === 'failed') {
    body = (
      <div className="fx-state fx-state--center" role="alert">
        <p>{t('files.search.error')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            machine.retry();
          }}
        >
          <AppIcon name="refresh" size="sm" /> {t('files.retry')}
        </button>
      </div>
    );
  } else if (phase === 'empty' || phase === 'unavailable') {
    body = (
      <div className="fx-state fx-state--center">
        <span className="fx-state__icon">
          <AppIcon name="search" size="xl" />
        </span>
        <p>
          {phase === 'empty'
            ? t('files.search.empty', { query: state.query })
            : t('files.search.unavailable')}
        </p>
        <button type="button" className="button" onClick={focusSearchField}>
          {t('files.search.again')}
        </button>
      </div>
    );
  }

  const mac = isMac();
  const rows: ReactElement[] = [];
  for (let index = win.start; index < win.end; index++) {
    const entry = results[index];
    if (entry === undefined) continue;
    const { item } = entry;
    const icon = iconOf(item);
    const selected = selection.selected.has(index);
    rows.push(
      <li
        key={item.key}
        id={rowId(index)}
        role="option"
        className="fx-found__row"
        aria-selected={selected}
        aria-setsize={results.length}
        aria-posinset={index + 1}
        aria-keyshortcuts={index === current ? resultKeyShortcuts(entry, base, mac) : undefined}
        tabIndex={index === current ? 0 : -1}
        data-kind={item.kind}
        onFocus={() => {
          if (selection.focus !== index) setSelection((old) => ({ ...old, focus: index }));
        }}
        onClick={(event) => {
          onClick(index, event);
        }}
        onContextMenu={(event) => {
          event.preventDefault();
          openMenu(index, { x: event.clientX, y: event.clientY });
        }}
      >
        <span className="fx-found__open">
          <span className="fx-found__check" aria-hidden="true">
            {selected && <AppIcon name="check" size="sm" />}
          </span>
          <span className={`fx-icon tint-${icon}`}>
            <AppIcon name={icon} />
          </span>
          <span className="fx-found__text">
            <FoundName parts={highlightParts(item.name, state.query)} />
            <span className="fx-found__where">{where(entry)}</span>
          </span>
          <span className="fx-found__meta">
            {item.kind === 'file' && <span>{formatSize(item.size)}</span>}
            <span className="fx-found__date">{formatUpdated(locale, item.updatedAt)}</span>
          </span>
        </span>
      </li>,
    );
  }

  return (
    <>
      <header className="fx-found__header">
        <h1 id="folder-title">{t('files.search.title', { query: state.query })}</h1>
        <p className="fx-found__summary" role="status">
          {scopeText}
          {phase === 'results' &&
            ` · ${t(state.truncated ? 'files.search.countMore' : 'files.search.count', {
              count: results.length,
            })}`}
          {phase === 'results' &&
            selection.selected.size > 0 &&
            ` · ${t('files.selected', { count: selection.selected.size })}`}
        </p>
      </header>
      <div ref={scroller} className="fx-found">
        {body}
        {phase === 'results' && (
          <ul
            ref={list}
            role="listbox"
            aria-multiselectable="true"
            className="fx-found__list"
            aria-label={t('files.search.results')}
            onKeyDown={onKeyDown}
          >
            {rows}
          </ul>
        )}
      </div>
      {menu !== null && selectedHits.length > 0 && (
        <ContextMenu
          anchor={menu}
          ctx={actions.ctx}
          entries={searchMenuEntries(actions)}
          withFavorite
          onRun={run}
          onClose={closeMenu}
        />
      )}
    </>
  );
}
