// The search results' own selection and actions (requirements X36): each result is acted on with
// the permissions of where it lives (its `access`, from the search answer), through the one
// action table (actions.ts) the folder list uses. A selection of several results gets only what
// every one of them allows; a result whose back end did not say its access gets only what needs
// no level (open, show in folder, star, the shortcuts).
import { atom, type ReadableAtom } from 'nanostores';
import type { AccessContext, UserType } from '../files/access.ts';
import type { PreviewAuthority } from '../files/preview.ts';
import type { RootKind } from '../files/nodes.ts';
import type { AccessLevel } from '../files/permissions.ts';
import {
  ACTIONS,
  type Action,
  type ActionContext,
  type Availability,
  type ActionScope,
} from './actions.ts';
import type { FavoriteView } from './favorites.ts';
import { openDecision, type OpenDecision } from './open.ts';
import { DETAILS_ACTION_ID } from './details-action.ts';
import { RENAME_ACTION_ID } from './rename-action.ts';
import { LOCK_ACTION_ID, UNLOCK_ACTION_ID } from './lock-action.ts';
import { TAG_ACTION_ID } from './tag-action.ts';
import { SHARE_LINK_ACTION_ID } from './share-link-action.ts';
import { LOGS_ACTION_ID } from './logs-action.ts';
import { MAIL_ACTION_ID } from './mail-action.ts';
import { SCHEDULE_ACTION_ID } from './schedule.ts';
import { selectionOfKeys, type Selection } from './selection.ts';
import {
  ariaKeys,
  DETAILS_SHORTCUT,
  FAVORITE_SHORTCUT,
  NAVIGATION_SHORTCUTS,
  type Shortcut,
} from './shortcuts.ts';

/** What the caller may do where a result lives, as the search answer says it. */
export interface ResultAccess {
  readonly folderType: RootKind;
  readonly levels: readonly AccessLevel[];
  readonly privallManagesPermissions: boolean;
  readonly exportAllowed: boolean;
}

/** One search result: a favorite-shaped entry and, when the back end says, its access. */
export interface SearchHit extends FavoriteView {
  /** Absent or null: the back end did not say; only what needs no level is offered. */
  readonly access?: ResultAccess | null;
}

/** What every result's action context shares: the user, not the folder. */
export interface SearchActionBase {
  readonly userType: UserType;
  readonly officeViewer: boolean;
  readonly authority: PreviewAuthority;
  readonly inShell?: boolean;
}

/**
 * The actions of the table a result offers: those that act on the items themselves wherever they
 * live. The folder's own commands (upload, new folder, members, paste…) belong to a folder view.
 */
export const SEARCH_ACTION_IDS: ReadonlySet<string> = new Set([
  'preview',
  'download',
  RENAME_ACTION_ID,
  LOCK_ACTION_ID,
  UNLOCK_ACTION_ID,
  TAG_ACTION_ID,
  SHARE_LINK_ACTION_ID,
  DETAILS_ACTION_ID,
  LOGS_ACTION_ID,
  // Copy to… and Move to… through the folder picker; not the clipboard's Cut/Copy, whose Paste is
  // a folder's command.
  'copyTo',
  'moveTo',
  MAIL_ACTION_ID,
  SCHEDULE_ACTION_ID,
  // Not Unfreeze: a search answer does not carry a cold file's thaw, nor can a result's row follow
  // its progress; it is offered in the folder (Show in folder).
  'delete',
  'shortcuts',
]);

/** Offered whatever the level: they read nothing of the matrix. */
const NO_LEVEL_IDS: ReadonlySet<string> = new Set([DETAILS_ACTION_ID, 'shortcuts']);

/** The menu's "Open" of one result (Enter): a folder opens, a file previews where it may. */
export const OPEN_RESULT_ID = 'searchOpen';
/** The menu's "Show in folder" of one result: its folder, with the result selected. */
export const REVEAL_RESULT_ID = 'searchReveal';

const ENABLED: Availability = { state: 'enabled' };
const HIDDEN: Availability = { state: 'hidden' };

const oneResult = (ctx: ActionContext): Availability =>
  ctx.selectedCount === 1 && ctx.selection[0] !== undefined ? ENABLED : HIDDEN;

/** Open and Show in folder: the island runs them (they go through the explorer, not effects). */
export const RESULT_ACTIONS: readonly Action[] = [
  {
    id: OPEN_RESULT_ID,
    labelKey: 'files.search.open',
    icon: 'eye',
    scope: 'selection',
    hotkey: { key: 'Enter' },
    available: oneResult,
    perform: () => undefined,
  },
  {
    id: REVEAL_RESULT_ID,
    labelKey: 'files.search.reveal',
    icon: 'folder',
    scope: 'selection',
    available: oneResult,
    perform: () => undefined,
  },
];

/** The result's access as the permission table reads it, or null where the back end did not say. */
export function hitAccess(hit: SearchHit, base: SearchActionBase): AccessContext | null {
  const access = hit.access;
  if (access === undefined || access === null) return null;
  return {
    levels: access.levels,
    folderType: access.folderType,
    userType: base.userType,
    officeViewer: base.officeViewer,
    privallManagesPermissions: access.privallManagesPermissions,
    exportAllowed: access.exportAllowed,
  };
}

/** No level anywhere: what a result without access is acted on with. */
function noAccess(hit: SearchHit | undefined, base: SearchActionBase): AccessContext {
  return { levels: [], folderType: hit?.root ?? 'mybox', userType: base.userType };
}

/** The action context of one result alone. */
export function hitContext(hit: SearchHit, base: SearchActionBase): ActionContext {
  return {
    access: hitAccess(hit, base) ?? noAccess(hit, base),
    authority: base.authority,
    selection: [hit.item],
    selectedCount: 1,
    ...(base.inShell === undefined ? {} : { inShell: base.inShell }),
  };
}

/** The selected results' actions: a context to perform with, and each action's availability. */
export interface SearchActions {
  /** The selection's context (its first result's access); what the action table performs with. */
  readonly ctx: ActionContext;
  /** The action's availability for every selected result at once. */
  readonly available: (action: Action) => Availability;
}

const RANK: Readonly<Record<Availability['state'], number>> = {
  enabled: 0,
  disabled: 1,
  hidden: 2,
};

/**
 * The actions of the selected results. Results are grouped by where they live (the same access);
 * each group is asked with its own items and the whole selection's count, and the answer is the
 * least any group allows (hidden over disabled over enabled).
 */
export function searchActions(hits: readonly SearchHit[], base: SearchActionBase): SearchActions {
  const first = hits[0];
  const ctx: ActionContext = {
    access: (first === undefined ? null : hitAccess(first, base)) ?? noAccess(first, base),
    authority: base.authority,
    selection: hits.map((hit) => hit.item),
    selectedCount: hits.length,
    ...(base.inShell === undefined ? {} : { inShell: base.inShell }),
  };
  const groups = new Map<string, { access: AccessContext | null; hits: SearchHit[] }>();
  for (const hit of hits) {
    const access = hitAccess(hit, base);
    const key = access === null ? '' : JSON.stringify(hit.access);
    const group = groups.get(key) ?? { access, hits: [] };
    group.hits.push(hit);
    groups.set(key, group);
  }
  const available = (action: Action): Availability => {
    if (RESULT_ACTIONS.includes(action)) return action.available(ctx);
    if (!SEARCH_ACTION_IDS.has(action.id)) return HIDDEN;
    if (NO_LEVEL_IDS.has(action.id)) return action.available(ctx);
    if (hits.length === 0) return HIDDEN;
    let worst: Availability = ENABLED;
    for (const group of groups.values()) {
      if (group.access === null) return HIDDEN;
      const verdict = action.available({
        ...ctx,
        access: group.access,
        selection: group.hits.map((hit) => hit.item),
      });
      if (RANK[verdict.state] > RANK[worst.state]) worst = verdict;
    }
    return worst;
  };
  return { ctx, available };
}

/** The entries of the results' menu: Open and Show in folder, then the table's allowed actions. */
export function searchMenuEntries(
  actions: SearchActions,
  scope: ActionScope = 'selection',
): { readonly action: Action; readonly availability: Availability }[] {
  return [...RESULT_ACTIONS, ...ACTIONS]
    .filter((action) => action.scope === scope)
    .map((action) => ({ action, availability: actions.available(action) }))
    .filter(({ availability }) => availability.state !== 'hidden');
}

/** What Enter on a result does: a folder opens; a file previews, or shows in its folder. */
export function enterDecision(
  hit: SearchHit,
  base: SearchActionBase,
): OpenDecision | { readonly type: 'reveal' } {
  if (hit.item.kind === 'folder') return { type: 'folder' };
  if (hitAccess(hit, base) === null) return { type: 'reveal' };
  return openDecision(hitContext(hit, base), hit.item);
}

/**
 * The selection after the results changed (a new search, or the same one after a rename or a
 * delete): nothing selected; the focus follows its result where it is still listed (renamed, it
 * may move), else stays at its place, which after a delete is the next result, or the last one.
 * With `select` (what an Undo put back), those results are selected where listed, the focus on
 * the first of them.
 */
export function selectionAfterResults(
  selection: Selection,
  before: readonly string[],
  after: readonly string[],
  select?: readonly string[],
): Selection {
  const indexNow = (key: string): number | undefined => {
    const at = after.indexOf(key);
    return at < 0 ? undefined : at;
  };
  const chosen = select === undefined ? null : selectionOfKeys(select, indexNow);
  if (chosen !== null) return chosen;
  const at = selection.focus;
  const key = at === null ? undefined : before[at];
  const moved = key === undefined ? -1 : after.indexOf(key);
  const focus =
    after.length === 0 || at === null ? null : moved >= 0 ? moved : Math.min(at, after.length - 1);
  return { selected: new Set(), anchor: null, focus };
}

/** The keys a result answers to, in `aria-keyshortcuts` syntax (its own permissions). */
export function resultKeyShortcuts(hit: SearchHit, base: SearchActionBase, mac: boolean): string {
  const mod = mac ? 'Meta' : 'Control';
  const keys = ['Enter', 'Space', `Shift+ArrowDown`, `${mod}+A`, 'Shift+F10', 'Alt+Enter', 'S'];
  const { available } = searchActions([hit], base);
  for (const action of ACTIONS) {
    if (action.hotkey === undefined || action.id === 'shortcuts') continue;
    if (available(action).state !== 'enabled') continue;
    const combination = ariaKeys(action.hotkey, mac);
    if (!keys.includes(combination)) keys.push(combination);
  }
  return keys.join(' ');
}

/** The `?` dialog's rows for the search results: the list's keys and the actions they offer. */
export function searchShortcuts(mac: boolean): Shortcut[] {
  const list = NAVIGATION_SHORTCUTS.filter((row) => row.labelKey !== 'files.keys.parent');
  const at = list.findIndex((row) => row.labelKey === 'files.keys.selectAll');
  const rows: Shortcut[] = [
    ...list.slice(0, at),
    { keys: ['Space'], labelKey: 'files.keys.toggle' },
    ...list.slice(at),
  ].map((row) => ({
    ...row,
    keys: row.keys.map((k) => (mac ? k.replace('Control+', 'Meta+') : k)),
  }));
  const byLabel = new Map<string, string[]>();
  for (const action of ACTIONS) {
    if (action.hotkey === undefined || !SEARCH_ACTION_IDS.has(action.id)) continue;
    if (action.id === 'shortcuts') continue;
    const label = action.hotkeyLabelKey ?? action.labelKey;
    const keys = byLabel.get(label) ?? [];
    const combination = ariaKeys(action.hotkey, mac);
    if (!keys.includes(combination)) keys.push(combination);
    byLabel.set(label, keys);
  }
  return [
    ...rows,
    FAVORITE_SHORTCUT,
    DETAILS_SHORTCUT,
    ...[...byLabel].map(([labelKey, keys]) => ({ keys, labelKey })),
  ];
}

/** How many times files changed, and the keys of the entries the last change put back. */
export interface ResultsStale {
  readonly count: number;
  readonly select: readonly string[] | undefined;
}

const $stale = atom<ResultsStale>({ count: 0, select: undefined });

/** Bumped when files changed (a rename, a delete, an undo): the results are searched again. */
export const $resultsStale: ReadableAtom<ResultsStale> = $stale;

/** Says the results may be out of date; `select`: the entries an Undo put back, to select. */
export function markResultsStale(select?: readonly string[]): void {
  $stale.set({ count: $stale.get().count + 1, select });
}
