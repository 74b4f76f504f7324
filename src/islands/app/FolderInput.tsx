// The hidden folder chooser of "Upload folder" (requirements X40): `<input type=file
// webkitdirectory>`, set as an attribute since React does not know it.
import type { ReactElement } from 'react';

/** Props of `FolderInput`. */
export interface FolderInputProps {
  readonly id: string;
  readonly label: string;
  readonly onPick: (files: readonly File[]) => void;
}

/** The chooser; the toolbar's Upload folder clicks it. */
export function FolderInput(props: FolderInputProps): ReactElement {
  return (
    <input
      id={props.id}
      type="file"
      multiple
      hidden
      ref={(input) => {
        input?.setAttribute('webkitdirectory', '');
      }}
      aria-label={props.label}
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        if (files.length > 0) props.onPick(files);
      }}
    />
  );
}
