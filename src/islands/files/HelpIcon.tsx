// The help icon beside the folder title: hover or focus shows a short help box (dismissible with
// Escape, hoverable, WCAG 1.4.13); a click or Enter opens "Permission of Shared User".
import { useId, useState, type ReactElement } from 'react';
import { openPermissionMatrix } from '../../lib/files/matrix-modal.ts';
import type { RootKind } from '../../lib/files/nodes.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { Icon } from '../ui/icons.tsx';
import './help.css';

/** Props of `HelpIcon`. */
export interface HelpIconProps {
  readonly strings: Strings;
  readonly locale: Locale;
  readonly folderType: RootKind;
}

/** The help icon button with its hover/focus help box. */
export function HelpIcon({ strings, locale, folderType }: HelpIconProps): ReactElement {
  const t = createT(strings, locale);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const tipId = useId();
  const shown = (hover || focus) && !dismissed;
  return (
    <span
      className="perm-help"
      onMouseEnter={() => {
        setHover(true);
        setDismissed(false);
      }}
      onMouseLeave={() => {
        setHover(false);
      }}
    >
      <button
        type="button"
        className="perm-help__button"
        aria-describedby={tipId}
        onFocus={() => {
          setFocus(true);
          setDismissed(false);
        }}
        onBlur={() => {
          setFocus(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && shown) {
            event.preventDefault();
            setDismissed(true);
          }
        }}
        onClick={() => {
          setDismissed(true);
          openPermissionMatrix(folderType);
        }}
      >
        <Icon name="info" />
        <span className="visually-hidden">{t('perm.helpLabel')}</span>
      </button>
      <span id={tipId} role="tooltip" className="perm-help__tip" hidden={!shown}>
        {t('perm.helpText')}
      </span>
    </span>
  );
}
