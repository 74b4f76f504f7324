// The search field in the page header (requirements X19): a search landmark with the query and
// its scope. Typing searches after a pause, Enter at once, Escape empties it and goes back to the
// folder; Ctrl+K (⌘K) or `/` bring the focus here from anywhere in the app.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { describeKey } from '../../lib/explorer/keymap.ts';
import { focusesSearch, SEARCH_SCOPES, type SearchScope } from '../../lib/explorer/search-state.ts';
import { SEARCH_QUERY_MAX } from '../../lib/explorer/search.ts';
import { isMacPlatform } from '../../lib/ui/keys.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { searchOf } from './search-runtime.ts';
import { useTextFits } from './use-text-fits.ts';
import './search.css';

/** The id of the field, for the list's `/` and Ctrl+K. */
export const SEARCH_INPUT_ID = 'app-search';

/** Puts the focus in the search field, its text selected. */
export function focusSearchField(): void {
  const input = document.getElementById(SEARCH_INPUT_ID);
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.select();
  }
}

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The field, rendered into the page header after the brand. */
export function SearchField(): ReactElement {
  const { runtime, t } = useApp();
  const machine = searchOf(runtime);
  const state = useSyncExternalStore(machine.subscribe, machine.state);
  const scopeId = useId();
  const [host] = useState<HTMLElement>(() => {
    const slot = document.createElement('div');
    slot.className = 'app-search-slot';
    return slot;
  });

  useEffect(() => {
    const brand = document.querySelector('.site-header .brand');
    if (brand !== null) brand.after(host);
    else document.querySelector('.site-header')?.append(host);
    return () => {
      host.remove();
    };
  }, [host]);

  useEffect(() => {
    const mac = isMacPlatform(navigator.platform);
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented) return;
      const where = {
        typing: isTyping(event.target),
        modal: document.querySelector('[aria-modal="true"]') !== null,
      };
      if (!focusesSearch(describeKey(event, mac), where)) return;
      event.preventDefault();
      focusSearchField();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  // The field's hint, or its short form where the whole one would be cut (a phone, a narrow window).
  const field = useRef<HTMLInputElement>(null);
  const hint = t('files.search.placeholder');
  const whole = useTextFits(field, hint);
  const shortcut = isMacPlatform(navigator.platform) ? 'Meta+K /' : 'Control+K /';
  return createPortal(
    <form
      role="search"
      aria-label={t('files.search.landmark')}
      className="fx-search-field"
      onSubmit={(event) => {
        event.preventDefault();
        machine.submit();
      }}
    >
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        {t('files.search.label')}
      </label>
      <span className="fx-search-field__icon">
        <AppIcon name="search" size="sm" />
      </span>
      <input
        id={SEARCH_INPUT_ID}
        type="search"
        className="fx-search-field__input"
        value={state.text}
        maxLength={SEARCH_QUERY_MAX}
        ref={field}
        placeholder={whole ? hint : t('files.search.placeholderShort')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-keyshortcuts={shortcut}
        onChange={(event) => {
          const composing = (event.nativeEvent as InputEvent).isComposing;
          machine.input(event.currentTarget.value, composing);
        }}
        onCompositionEnd={(event) => {
          machine.input(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          const searching = runtime.explorer.$location.get().search !== undefined;
          machine.clear();
          // Back in the folder, the keyboard goes back to its list.
          if (searching)
            requestAnimationFrame(() => {
              document.querySelector<HTMLElement>('.fx-grid')?.focus();
            });
        }}
      />
      <label htmlFor={scopeId} className="visually-hidden">
        {t('files.search.scope')}
      </label>
      <select
        id={scopeId}
        className="fx-search-field__scope"
        value={state.scope}
        onChange={(event) => {
          machine.setScope(event.currentTarget.value as SearchScope);
        }}
      >
        {SEARCH_SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {t(`files.search.scopes.${scope}`)}
          </option>
        ))}
      </select>
    </form>,
    host,
  );
}
