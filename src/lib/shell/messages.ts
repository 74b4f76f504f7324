import * as v from 'valibot';
import { isNode } from '../files/nodes.ts';

// The desktop-shell bridge messages (requirements H1, H2), with the payloads we define (the spec
// names them only). On the wire every message is `{ type, payload }`. `out` messages go from the
// page to the shell, `in` messages from the shell to the page; GetCurrentCopyMoveInfo goes both
// ways (the shell asks, the page answers with the same type and the request's id).

const seq = v.pipe(v.string(), v.regex(/^\d{1,20}$/));
const node = v.pipe(v.string(), v.maxLength(256), v.check(isNode));
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(255));
const requestId = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));
const httpsUrl = v.pipe(v.string(), v.maxLength(2000), v.url(), v.regex(/^https:\/\//));
// Download links of the reference server are plain http on localhost; the shell fetches them itself.
const downloadUrl = v.pipe(v.string(), v.maxLength(4000), v.url(), v.regex(/^https?:\/\//));
const folderPath = v.pipe(v.string(), v.maxLength(4096));
const size = v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(10000));
const empty = v.strictObject({});

/** Every message: its direction and the schema of its payload. */
export const SHELL_MESSAGES = {
  /** The user agreed to the User Agreement in app mode (login/gdpr). */
  GdprAgree: { direction: 'out', payload: empty },
  /** The page asks the shell window for a size in CSS pixels. */
  SetSize: { direction: 'out', payload: v.strictObject({ width: size, height: size }) },
  /** Open a synced item in the desktop file manager. */
  OpenFilePath: {
    direction: 'out',
    payload: v.strictObject({ fileSeq: seq, node, name }),
  },
  /** The shell's back and forward buttons. */
  HandleHistory: {
    direction: 'in',
    payload: v.strictObject({ action: v.picklist(['back', 'forward']) }),
  },
  /** The shell's list of applications allowed to open files changed. */
  OnUpdatedAllowedApp: {
    direction: 'in',
    payload: v.strictObject({ apps: v.pipe(v.array(name), v.maxLength(200)) }),
  },
  /** The user picked an allowed application to open an item with. */
  SelectAllowApp: { direction: 'out', payload: v.strictObject({ fileSeq: seq, app: name }) },
  /** The shell asks (no items) and the page answers the pending copy or move. */
  GetCurrentCopyMoveInfo: {
    direction: 'both',
    payload: v.strictObject({
      requestId,
      mode: v.optional(v.picklist(['copy', 'move', 'none'])),
      node: v.optional(node),
      fileSeqs: v.optional(v.pipe(v.array(seq), v.maxLength(10000))),
    }),
  },
  /** The page moved to another folder. */
  NotifyChangeDir: {
    direction: 'out',
    payload: v.strictObject({
      node,
      dir_seq: seq,
      name: v.pipe(v.string(), v.maxLength(255)),
      path: folderPath,
    }),
  },
  /** Snooze the shell's reminder for some minutes. */
  SnoozeAlert: {
    direction: 'out',
    payload: v.strictObject({
      minutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1440)),
    }),
  },
  /** The shell asks (requestId only) and the page answers the folder and the one selected file. */
  GetRevertItem: {
    direction: 'both',
    payload: v.strictObject({
      requestId,
      node: v.optional(node),
      fileSeq: v.optional(seq),
      name: v.optional(name),
    }),
  },
  /** Close the shell window that shows this page. */
  Close: { direction: 'out', payload: empty },
  /** An item was restored from the trash in the shell. */
  FileRestored: { direction: 'in', payload: v.strictObject({ fileSeq: seq, node }) },
  /** An item was renamed in the shell. */
  FileRenamed: { direction: 'in', payload: v.strictObject({ fileSeq: seq, name }) },
  /** The shell asks the page to reload one folder. */
  RefreshItem: { direction: 'in', payload: v.strictObject({ node }) },
  /**
   * A share link of a file was created or changed: in the shell (it tells the page), or in the
   * page (it tells the shell, requirements X26).
   */
  OnLinkCreatedOrChanged: {
    direction: 'both',
    payload: v.strictObject({ fileSeq: seq, url: v.optional(httpsUrl) }),
  },
  /** The page hands a download to the shell's download manager. */
  Download: { direction: 'out', payload: v.strictObject({ url: downloadUrl, file_name: name }) },
} as const;

/** The message names. */
export type ShellMessageType = keyof typeof SHELL_MESSAGES;

/** One message with its payload. */
export type ShellMessage = {
  [K in ShellMessageType]: {
    readonly type: K;
    readonly payload: v.InferOutput<(typeof SHELL_MESSAGES)[K]['payload']>;
  };
}[ShellMessageType];

/** A message of one type. */
export type ShellMessageOf<K extends ShellMessageType> = Extract<ShellMessage, { type: K }>;

/** Which way a message travels. */
export type Direction = 'in' | 'out';

/** Whether a message type may travel in a direction. */
export function travels(type: ShellMessageType, direction: Direction): boolean {
  const declared = SHELL_MESSAGES[type].direction;
  return declared === 'both' || declared === direction;
}
