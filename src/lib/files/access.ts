// Decisions over the permission matrix: combined levels, folder type, user type and the
// conditions the footnotes name. The server calls `decide` on every file call.
import type { RootKind } from './nodes.ts';
import {
  cellFor,
  visibleFunctions,
  underExportPolicy,
  type AccessLevel,
  type Cell,
  type FileFunction,
} from './permissions.ts';

/** The three user types (requirements F3). */
export type UserType = 'user' | 'guest' | 'connect';

/** What a decision reads besides the table. */
export interface AccessContext {
  /** The user's own level and their groups' levels on the folder; they are combined. */
  readonly levels: readonly AccessLevel[];
  readonly folderType: RootKind;
  readonly userType: UserType;
  /** The profile's viewer_browser_mode is 'user' (the Office viewer option). */
  readonly officeViewer?: boolean;
  /** The folder lets PrivAll manage permissions (the table's "conditionally"). */
  readonly privallManagesPermissions?: boolean;
  /** The DLP box's file-export policy allows exporting. */
  readonly exportAllowed?: boolean;
  /** The administrator lets guests create links. */
  readonly guestLinkAllowed?: boolean;
  /** When the master scope is restricted: the functions a Master keeps. */
  readonly masterScope?: readonly FileFunction[];
  /**
   * The item is a cold-storage file that has been unfrozen and is available (requirements X37):
   * there, Download follows the table's row, as elsewhere; a frozen file has no Download.
   */
  readonly thawed?: boolean;
}

/** A decision: allowed, allowed on the user's own uploads only, or denied. */
export type Decision = 'allowed' | 'own' | 'denied';

/** Functions a guest never gets (requirements F3). */
export const GUEST_DENIED: readonly FileFunction[] = [
  'guest_invitation',
  'request_upload',
  'mail_attach',
  'permission_management',
];

const RANK: Readonly<Record<Decision, number>> = { denied: 0, own: 1, allowed: 2 };

function cellDecision(cell: Cell, context: AccessContext): Decision {
  if (cell === 'Y') return 'allowed';
  if (cell === 'O') return 'own';
  if (cell === 'C') return context.privallManagesPermissions === true ? 'allowed' : 'denied';
  return 'denied';
}

function levelDecision(fn: FileFunction, level: AccessLevel, context: AccessContext): Decision {
  if (
    level === 'master' &&
    context.masterScope !== undefined &&
    !context.masterScope.includes(fn)
  ) {
    return 'denied';
  }
  return cellDecision(cellFor(fn, level, context.folderType), context);
}

/** Whether the user may use a function in a folder. */
export function decide(fn: FileFunction, context: AccessContext): Decision {
  const thawedDownload =
    fn === 'download' && context.folderType === 'cold' && context.thawed === true;
  if (!thawedDownload && !visibleFunctions(context.folderType).includes(fn)) return 'denied';
  if (fn === 'download_office' && context.officeViewer !== true) return 'denied';
  if (underExportPolicy(fn, context.folderType) && context.exportAllowed !== true) return 'denied';
  if (context.userType === 'guest') {
    if (GUEST_DENIED.includes(fn)) return 'denied';
    if (fn === 'link' && context.guestLinkAllowed !== true) return 'denied';
  }
  let best: Decision = 'denied';
  for (const level of context.levels) {
    const decision = levelDecision(fn, level, context);
    if (RANK[decision] > RANK[best]) best = decision;
  }
  return best;
}

/** Whether the function may be used on an item (an 'own' decision needs the user's own upload). */
export function allowedOn(decision: Decision, ownUpload: boolean): boolean {
  return decision === 'allowed' || (decision === 'own' && ownUpload);
}

/** Every function with its decision, for a toolbar. */
export function decideAll(context: AccessContext): ReadonlyMap<FileFunction, Decision> {
  return new Map(visibleFunctions(context.folderType).map((fn) => [fn, decide(fn, context)]));
}

/** Whether an inviter may invite a user of this type: connect users never invite connect users. */
export function canInvite(inviter: UserType, invitee: UserType): boolean {
  if (inviter === 'guest') return false;
  return !(inviter === 'connect' && invitee === 'connect');
}
