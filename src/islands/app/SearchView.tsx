// The search results (`?q=…&scope=…`; requirements X19): each file or folder found with its kind,
// its name (the match marked), where it lives, its size and date, in a virtualized list. A result
// opens in place: a folder opens, a file opens its folder with the file selected. Loaded the first
// time a search is shown.
import { useStore } from '@nanostores/react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { formatUpdated } from '../../lib/explorer/dates.ts';
import type { FavoriteView } from '../../lib/explorer/favorites.ts';
import { openSearchResult } from '../../lib/explorer/search-results.ts';
import { shownPhase } from '../../lib/explorer/search-state.ts';
import { highlightParts } from '../../lib/explorer/search.ts';
import { keyEvent } from '../../lib/explorer/selection.ts';
import { rowWindow, scrollToRow } from '../../lib/explorer/virtual.ts';
import { formatSize } from '../../lib/files/names.ts';
import { openPreview } from '../../lib/preview/viewer-binding.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { iconOf } from './file-kind.ts';
import { focusSearchField } from './SearchField.tsx';
import { searchOf } from './search-runtime.ts';
import { usePixelHeight, useViewport } from './use-viewport.ts';
import './search.css';

/** The height of one result (kept in step with `.fx-found__row` in search.css). */
const ROW = 64;

/** The view. */
export function SearchView(): ReactElement {
  const { runtime, t, locale } = useApp();
  const machine = searchOf(runtime);
  const state = useSyncExternalStore(machine.subscribe, machine.state);
  const phase = shownPhase(state);
  const folder = useStore(runtime.explorer.$folder);
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const box = useViewport(scroller);
  const baseId = useId();
  const [focus, setFocus] = useState(0);
  const results = phase === 'results' ? state.results : [];
  const win = rowWindow({
    scrollTop: box.scrollTop,
    height: box.height,
    rowHeight: ROW,
    rows: results.length,
    overscan: 4,
  });
  usePixelHeight(list, win.before, 'paddingTop');
  usePixelHeight(list, win.after, 'paddingBottom');
  const current = Math.min(focus, Math.max(0, results.length - 1));
  const rowId = (index: number): string => `${baseId}-found-${index}`;
  const wantFocus = useRef(false);
  useLayoutEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    document.getElementById(rowId(current))?.focus();
  });

  const rootName = (root: string): string => t(`files.root.${root}`);
  const where = (entry: FavoriteView): string =>
    entry.location.map((name, i) => (i === 0 ? rootName(entry.root) : name)).join(' / ');
  const open = (entry: FavoriteView): void => {
    openSearchResult(runtime.explorer, entry, {
      focus: () => {
        requestAnimationFrame(() => {
          document.querySelector<HTMLElement>('.fx-grid')?.focus();
        });
      },
      preview: openPreview,
    });
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      machine.clear();
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('.fx-grid')?.focus();
      });
      return;
    }
    const move = keyEvent(event.key, { shift: false, mod: false }, current, {
      count: results.length,
      columns: 1,
      pageRows: Math.max(1, Math.floor(box.height / ROW) - 1),
    });
    if (move?.type !== 'move') return;
    event.preventDefault();
    const node = scroller.current;
    if (node !== null) {
      const top = scrollToRow(move.to, node.scrollTop, node.clientHeight, ROW);
      if (top !== null) node.scrollTop = top;
    }
    wantFocus.current = true;
    setFocus(move.to);
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

  const rows: ReactElement[] = [];
  for (let index = win.start; index < win.end; index++) {
    const entry = results[index];
    if (entry === undefined) continue;
    const { item } = entry;
    const icon = iconOf(item);
    rows.push(
      <li
        key={item.key}
        className="fx-found__row"
        aria-setsize={results.length}
        aria-posinset={index + 1}
      >
        <button
          id={rowId(index)}
          type="button"
          className="fx-found__open"
          tabIndex={index === current ? 0 : -1}
          data-kind={item.kind}
          onFocus={() => {
            setFocus(index);
          }}
          onClick={() => {
            open(entry);
          }}
        >
          <span className={`fx-icon tint-${icon}`}>
            <AppIcon name={icon} />
          </span>
          <span className="fx-found__text">
            <span className="fx-found__name">
              {highlightParts(item.name, state.query).map((part, i) =>
                part.mark ? <mark key={i}>{part.text}</mark> : part.text,
              )}
            </span>
            <span className="fx-found__where">{where(entry)}</span>
          </span>
          <span className="fx-found__meta">
            {item.kind === 'file' && <span>{formatSize(item.size)}</span>}
            <span>{formatUpdated(locale, item.updatedAt)}</span>
          </span>
        </button>
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
        </p>
      </header>
      <div ref={scroller} className="fx-found" onKeyDown={onKeyDown}>
        {body}
        {phase === 'results' && (
          <ul ref={list} className="fx-found__list" aria-label={t('files.search.results')}>
            {rows}
          </ul>
        )}
      </div>
    </>
  );
}
