// Hands the scanned pages to the destination the app set, exactly as the real local service
// does: one multipart POST to the destination URL with its parameters, its plain headers and the
// headers behind the token, the files in the part named by `file_param`.
import type { ScannedFile } from '../../src/lib/api/contract/scanner.ts';
import { filePerPage, scanFileName } from '../../src/lib/scan/name.ts';
import { makeScanImage, makeScanPdf } from './pages.ts';
import type { SimConnection, SimScan } from './simulator.ts';

const UPLOAD_TIMEOUT_MS = 30_000;
const MIME = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;

/** The files of `pages` scanned pages with the connection's settings. */
export function scanFiles(
  connection: SimConnection,
  scan: SimScan,
  pages: number,
): { name: string; data: Buffer }[] {
  if (pages <= 0) return [];
  const { settings } = connection;
  const at = new Date(scan.startedAt);
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  if (!filePerPage(settings.fileformat)) {
    const name = scanFileName(settings.name, 'pdf', at);
    const details = [
      `Colour mode: ${settings.colormode}`,
      `Sides: ${settings.scanside}`,
      `Resolution: ${settings.resolution} dpi`,
      `Scanned: ${at.toISOString()}`,
    ];
    const content = numbers.map((k) => ({
      heading: `Scan page ${k}`,
      lines: [`Page ${k} of ${pages}`, ...details],
    }));
    return [{ name, data: makeScanPdf(name, content) }];
  }
  const format = settings.fileformat === 'png' ? 'png' : 'jpeg';
  return numbers.map((k) => ({
    name: scanFileName(settings.name, settings.fileformat, at, k),
    data: makeScanImage(format, k, settings.colormode),
  }));
}

interface UploadAnswer {
  success?: unknown;
  all?: unknown;
  results?: { ok?: unknown; name?: unknown; all?: unknown; item?: { file_seq?: unknown } }[];
}

/** Uploads the files; every file gets an entry, uploaded or with the reason it was not. */
export async function deliver(
  connection: SimConnection,
  files: readonly { name: string; data: Buffer }[],
  secretHeaders: Readonly<Record<string, string>> | null,
): Promise<ScannedFile[]> {
  const { destination } = connection;
  const failed = (all: string) =>
    files.map((f) => ({ name: f.name, size: f.data.length, uploaded: false, all }));
  if (files.length === 0) return [];
  if (destination === null) return failed('No destination was set.');
  if (secretHeaders === null) return failed('The upload token has expired.');
  const form = new FormData();
  for (const [key, value] of Object.entries(destination.params)) form.append(key, value);
  const type = MIME[connection.settings.fileformat];
  for (const f of files)
    form.append(destination.file_param, new Blob([new Uint8Array(f.data)], { type }), f.name);
  let answer: UploadAnswer;
  try {
    const response = await fetch(destination.url, {
      method: 'POST',
      headers: { ...destination.headers, ...secretHeaders },
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    answer = (await response.json()) as UploadAnswer;
  } catch {
    return failed('The destination could not be reached.');
  }
  if (answer.success !== true || !Array.isArray(answer.results)) {
    return failed(
      typeof answer.all === 'string' ? answer.all : 'The destination refused the upload.',
    );
  }
  return files.map((f, i) => {
    const result = answer.results?.[i];
    const seq = result?.item?.file_seq;
    const name = typeof result?.name === 'string' ? result.name : f.name;
    if (result?.ok === true && typeof seq === 'number') {
      return { name, size: f.data.length, uploaded: true, file_seq: seq };
    }
    const all = typeof result?.all === 'string' ? result.all : 'The destination refused the file.';
    return { name, size: f.data.length, uploaded: false, all };
  });
}
