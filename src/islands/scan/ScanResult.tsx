// What a scan left behind: the files that arrived in the folder, and those that did not.
import type { ReactElement } from 'react';
import type { ScannedFile } from '../../lib/api/contract/scanner.ts';
import { formatSize } from '../../lib/files/names.ts';
import type { TFunction } from '../../lib/i18n/t.ts';

/** The list of a scan's files; names and reasons are shown as text. */
export function FileList({
  t,
  files,
}: {
  t: TFunction;
  files: readonly ScannedFile[];
}): ReactElement {
  return (
    <ul className="scan-files" aria-label={t('scan.files')}>
      {files.map((file, i) => (
        <li
          key={`${file.name}-${i}`}
          className={file.uploaded ? 'scan-file' : 'scan-file scan-file--failed'}
        >
          <span className="scan-file__name">{file.name}</span>
          <span className="scan-file__meta">
            {file.uploaded
              ? formatSize(file.size)
              : t('scan.fileFailed', { reason: file.all ?? '' })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** How many files arrived in the folder, and which. */
export function Arrived(props: {
  t: TFunction;
  files: readonly ScannedFile[];
  folder: string;
}): ReactElement {
  const { t, files, folder } = props;
  const count = files.filter((f) => f.uploaded).length;
  return (
    <>
      <p className="scan-summary">
        {count === 0 ? t('scan.noFiles') : t('scan.arrived', { count, folder })}
      </p>
      {files.length > 0 && <FileList t={t} files={files} />}
    </>
  );
}
