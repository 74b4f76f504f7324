// The local scanner service (requirements S1–S5): the runtime config call on {api}, and the
// service's own calls under its root. The spec shows no bodies; they are defined here once.
//
// Where the service is: the app first calls GET {api}/app/scanner/config, which answers
// `origin` + `base_path`. Production answers the real service, https://localhost:6851 + /api/v1
// (listed in every page's connect-src, security K6). The reference server in demo and test
// modes answers the page's own origin + /scanner-sim/api/v1, where it serves a simulator of this
// same contract (server/scanner), so 'self' covers it and no TLS certificate is needed.
//
// The service's calls use the `scanner` host (the root above); they carry no access_token, no
// cookie and no CSRF header. The service answers `{ success: false, result_code, all }` for its
// own refusals (codes in SCANNER_RESULTS). The sequence: scanners → connection → settings (read,
// then write with the destination) → token → scanning → status every second → files →
// disconnect. The token proxy: the app hands the service the headers its uploads need
// (access_token, X-CSRFToken, Cookie) once, and gets a short-lived token back; the destination
// carries only that token, so reading the settings back never shows a secret.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { noParams, orFailure, text } from './common.ts';

/** The scan constants (requirements S1, S5; security K6). */
export const SCAN_LIMITS = {
  /** The status is read every second… */
  monitorIntervalMs: 1000,
  /** …at most this many times; then the scan is cancelled. */
  monitorTries: 600,
  /** The time limit of the scan request itself. */
  startTimeoutMs: 60_000,
  /** The time limit of every other call (the probe of security K6). */
  probeTimeoutMs: 3000,
  /** How long a proxy token lives (longer than the longest monitoring). */
  tokenSeconds: 900,
  prefix: 64,
} as const;

/** How long the service holds a connection's lock after its last call, in seconds. */
export const SCANNER_LOCK_SECONDS = { basic: 120, expanded: 5 } as const;

/** The service's refusal codes and their English texts (the app shows its own translations). */
export const SCANNER_RESULTS = {
  busy: 'The scanner is in use by another connection.',
  not_connected: 'The connection to the scanner has lapsed or does not exist.',
  not_found: 'No such scanner or scan.',
  scanner_error: 'The scanner reported an error.',
  bad_destination: 'The destination is not allowed.',
  bad_request: 'The request is not valid.',
} as const;

/** Choices of each scan setting. */
export const COLOR_MODES = ['color', 'gray', 'mono'] as const;
export const SCAN_SIDES = ['simplex', 'duplex'] as const;
export const RESOLUTIONS = [150, 200, 300, 600] as const;
export const FILE_FORMATS = ['pdf', 'jpeg', 'png'] as const;
export const NAME_SEPARATORS = ['_', '-', '.', ''] as const;
/** The date-time parts a file name may carry, in the order they appear. */
export const DATE_TIME_PARTS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

/** How the service names the files: prefix, separator, date-time parts (then a page number). */
export const nameSettings = v.object({
  prefix: text(SCAN_LIMITS.prefix),
  separator: v.picklist(NAME_SEPARATORS),
  datetime: v.pipe(v.array(v.picklist(DATE_TIME_PARTS)), v.maxLength(DATE_TIME_PARTS.length)),
});

/** The scan settings (requirements S4: colormode, scanside, resolution, fileformat, name parts). */
export const scanSettings = v.object({
  colormode: v.picklist(COLOR_MODES),
  scanside: v.picklist(SCAN_SIDES),
  resolution: v.picklist(RESOLUTIONS),
  fileformat: v.picklist(FILE_FORMATS),
  name: nameSettings,
});

/** What a scanner offers for each setting. */
export const scanOptions = v.object({
  colormode: v.array(v.picklist(COLOR_MODES)),
  scanside: v.array(v.picklist(SCAN_SIDES)),
  resolution: v.array(v.picklist(RESOLUTIONS)),
  fileformat: v.array(v.picklist(FILE_FORMATS)),
});

/** Where the service uploads: URL, plain headers, form parameters, the file part's name, token. */
export const destination = v.object({
  url: text(2000),
  headers: v.record(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)), text(500)),
  params: v.record(v.pipe(v.string(), v.regex(/^\w{1,64}$/)), text(500)),
  file_param: v.pipe(v.string(), v.regex(/^\w{1,64}$/)),
  token: text(200),
});

/** One scanner on the local network. */
export const scannerInfo = v.object({
  scanner_id: text(200),
  name: text(200),
  status: v.picklist(['ready', 'busy']),
});

/** One file the scan produced; `file_seq` once the destination accepted it. */
export const scannedFile = v.object({
  name: text(300),
  size: v.number(),
  uploaded: v.boolean(),
  file_seq: v.optional(v.number()),
  all: v.optional(text(1000)),
});

const id = text(200);
const ok = v.object({ success: v.literal(true) });

/**
 * GET {api}/app/scanner/config — where the local scanner service is (see the note at the top of
 * scanner.ts).
 */
export const scannerConfig = defineEndpoint({
  name: 'scanner.config',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/app/scanner/config',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: noParams,
  response: orFailure(
    v.object({ success: v.literal(true), origin: text(200), base_path: text(200) }),
  ),
});

/** GET /scanners — the scanners the service sees. */
export const scannerList = defineEndpoint({
  name: 'scanner.list',
  method: 'GET',
  host: 'scanner',
  path: '/scanners',
  encoding: 'none',
  auth: 'none',
  csrf: null,
  request: noParams,
  response: orFailure(v.object({ success: v.literal(true), scanners: v.array(scannerInfo) })),
});

/** POST /connection — reserves a scanner; a second connection while locked answers `busy`. */
export const scannerConnect = defineEndpoint({
  name: 'scanner.connect',
  method: 'POST',
  host: 'scanner',
  path: '/connection',
  encoding: 'json',
  auth: 'none',
  csrf: null,
  request: v.object({ scanner_id: id, lock: v.optional(v.picklist(['basic', 'expanded'])) }),
  response: orFailure(
    v.object({ success: v.literal(true), connection_id: id, lock_seconds: v.number() }),
  ),
});

/** DELETE /connection/{connection_id} — releases the scanner (always the last call). */
export const scannerDisconnect = defineEndpoint({
  name: 'scanner.disconnect',
  method: 'DELETE',
  host: 'scanner',
  path: '/connection/{connection_id}',
  encoding: 'none',
  auth: 'none',
  csrf: null,
  request: v.object({ connection_id: id }),
  response: orFailure(ok),
});

/** GET /settings — the connected scanner's current settings, its options and the destination. */
export const scannerSettings = defineEndpoint({
  name: 'scanner.settings',
  method: 'GET',
  host: 'scanner',
  path: '/settings',
  encoding: 'none',
  auth: 'none',
  csrf: null,
  request: v.object({ connection_id: id }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      settings: scanSettings,
      options: scanOptions,
      destination: v.nullable(destination),
    }),
  ),
});

/** PUT /settings — writes the settings and the destination of the next scan. */
export const scannerSetSettings = defineEndpoint({
  name: 'scanner.setSettings',
  method: 'PUT',
  host: 'scanner',
  path: '/settings',
  encoding: 'json',
  auth: 'none',
  csrf: null,
  request: v.object({ connection_id: id, settings: scanSettings, destination }),
  response: orFailure(ok),
});

/** POST /token — the token proxy: upload headers in, a short-lived token for the destination out. */
export const scannerToken = defineEndpoint({
  name: 'scanner.token',
  method: 'POST',
  host: 'scanner',
  path: '/token',
  encoding: 'json',
  auth: 'none',
  csrf: null,
  request: v.object({
    connection_id: id,
    headers: v.record(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)), text(4000)),
  }),
  response: orFailure(v.object({ success: v.literal(true), token: id, expires_in: v.number() })),
});

/** POST /scanning — starts the scan (time limit 60 s); the pages go to the destination. */
export const scannerStart = defineEndpoint({
  name: 'scanner.start',
  method: 'POST',
  host: 'scanner',
  path: '/scanning',
  encoding: 'json',
  auth: 'none',
  csrf: null,
  request: v.object({ connection_id: id }),
  response: orFailure(v.object({ success: v.literal(true), scan_id: id })),
});

/** GET /scanning/{scan_id} — status 1 busy, 0 done; `pages` scanned so far. */
export const scannerStatus = defineEndpoint({
  name: 'scanner.status',
  method: 'GET',
  host: 'scanner',
  path: '/scanning/{scan_id}',
  encoding: 'none',
  auth: 'none',
  csrf: null,
  request: v.object({ scan_id: id, connection_id: id }),
  response: orFailure(
    v.object({ success: v.literal(true), status: v.picklist([0, 1]), pages: v.number() }),
  ),
});

/** DELETE /scanning/{scan_id} — cancels; pages already scanned are still delivered. */
export const scannerCancel = defineEndpoint({
  name: 'scanner.cancel',
  method: 'DELETE',
  host: 'scanner',
  path: '/scanning/{scan_id}',
  encoding: 'none',
  auth: 'none',
  csrf: null,
  request: v.object({ scan_id: id }),
  response: orFailure(ok),
});

/** GET /files — the files of a scan and whether the destination accepted each. */
export const scannerFiles = defineEndpoint({
  name: 'scanner.files',
  method: 'GET',
  host: 'scanner',
  path: '/files',
  encoding: 'none',
  auth: 'none',
  csrf: null,
  request: v.object({ connection_id: id, scan_id: id }),
  response: orFailure(v.object({ success: v.literal(true), files: v.array(scannedFile) })),
});

/** The local service's calls (served by the service, not by the API server: not in `endpoints`). */
export const scannerEndpoints = [
  scannerList,
  scannerConnect,
  scannerDisconnect,
  scannerSettings,
  scannerSetSettings,
  scannerToken,
  scannerStart,
  scannerStatus,
  scannerCancel,
  scannerFiles,
] as const;

/** One scanner as listed. */
export type ScannerInfo = v.InferOutput<typeof scannerInfo>;
/** The scan settings. */
export type ScanSettings = v.InferOutput<typeof scanSettings>;
/** What a scanner offers. */
export type ScanOptions = v.InferOutput<typeof scanOptions>;
/** The upload destination given to the service. */
export type Destination = v.InferOutput<typeof destination>;
/** One scanned file. */
export type ScannedFile = v.InferOutput<typeof scannedFile>;
/** One date-time part of a file name. */
export type DateTimePart = (typeof DATE_TIME_PARTS)[number];
