// The scan settings: colour mode, sides, resolution, format, and the file name (prefix,
// separator, date-time parts) with a live preview of the name the files will get.
import type { ReactElement } from 'react';
import type { ScanOptions, ScanSettings } from '../../lib/api/contract/scanner.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import {
  NAME_PARTS,
  PREFIX_MAX,
  SEPARATOR_CHOICES,
  scanFileName,
  withPart,
} from '../../lib/scan/name.ts';
import { settingsProblems, type SettingsProblem } from '../../lib/scan/settings.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Checkbox } from '../ui/Checkbox.tsx';
import { TextField } from '../ui/TextField.tsx';
import { SelectField } from './SelectField.tsx';

/** The id of the form, for the Start button in the dialog's footer. */
export const SETTINGS_FORM_ID = 'scan-settings-form';

/** Props of `SettingsForm`. */
export interface SettingsFormProps {
  readonly t: TFunction;
  readonly draft: ScanSettings;
  readonly options: ScanOptions;
  readonly disabled: boolean;
  readonly onChange: (draft: ScanSettings) => void;
  readonly onSubmit: () => void;
  readonly now: Date;
}

function problemText(t: TFunction, problems: readonly SettingsProblem[], which: SettingsProblem) {
  if (!problems.includes(which)) return null;
  if (which === 'prefixInvalid') return t('scan.problem.prefixInvalid');
  if (which === 'prefixTooLong') return t('scan.problem.prefixTooLong', { max: PREFIX_MAX });
  return t('scan.problem.unsupported');
}

/** The settings form; Enter while an IME is composing never submits. */
export function SettingsForm(props: SettingsFormProps): ReactElement {
  const { t, draft, options, disabled } = props;
  const problems = settingsProblems(draft, options);
  const set = (patch: Partial<ScanSettings>) => {
    props.onChange({ ...draft, ...patch });
  };
  const setName = (patch: Partial<ScanSettings['name']>) => {
    set({ name: { ...draft.name, ...patch } });
  };
  const choice = <T extends string | number>(
    key: string,
    values: readonly T[],
    label?: (v: T) => string,
  ) =>
    values.map((value) => ({
      value: String(value),
      label: label ? label(value) : t(`${key}.${value}`),
    }));

  return (
    <form
      id={SETTINGS_FORM_ID}
      className="scan-settings"
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (problems.length === 0) props.onSubmit();
      }}
    >
      <fieldset className="scan-fieldset" disabled={disabled}>
        <legend className="scan-legend">{t('scan.settings')}</legend>
        <div className="scan-grid">
          <SelectField
            label={t('scan.colormode')}
            value={draft.colormode}
            options={choice('scan.colormode', options.colormode)}
            error={problemText(t, problems, 'colormode')}
            onChange={(value) => {
              set({ colormode: value as ScanSettings['colormode'] });
            }}
          />
          <SelectField
            label={t('scan.scanside')}
            value={draft.scanside}
            options={choice('scan.scanside', options.scanside)}
            error={problemText(t, problems, 'scanside')}
            onChange={(value) => {
              set({ scanside: value as ScanSettings['scanside'] });
            }}
          />
          <SelectField
            label={t('scan.resolution')}
            value={String(draft.resolution)}
            options={choice('', options.resolution, (dpi) => t('scan.resolutionValue', { dpi }))}
            error={problemText(t, problems, 'resolution')}
            onChange={(value) => {
              set({ resolution: Number(value) as ScanSettings['resolution'] });
            }}
          />
          <SelectField
            label={t('scan.fileformat')}
            value={draft.fileformat}
            options={choice('scan.fileformat', options.fileformat)}
            error={problemText(t, problems, 'fileformat')}
            onChange={(value) => {
              set({ fileformat: value as ScanSettings['fileformat'] });
            }}
          />
        </div>
      </fieldset>
      <fieldset className="scan-fieldset" disabled={disabled}>
        <legend className="scan-legend">{t('scan.fileName')}</legend>
        <div className="scan-grid">
          <TextField
            label={t('scan.prefix')}
            value={draft.name.prefix}
            onChange={(prefix) => {
              setName({ prefix });
            }}
            error={
              problemText(t, problems, 'prefixInvalid') ?? problemText(t, problems, 'prefixTooLong')
            }
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            label={t('scan.separator')}
            value={draft.name.separator}
            options={SEPARATOR_CHOICES.map((s) => ({ value: s.value, label: t(s.labelKey) }))}
            onChange={(value) => {
              setName({ separator: value as ScanSettings['name']['separator'] });
            }}
          />
        </div>
        <fieldset className="scan-parts">
          <legend className="ui-field__label">{t('scan.datetime')}</legend>
          {NAME_PARTS.map((part) => (
            <Checkbox
              key={part}
              label={t(`scan.part.${part}`)}
              checked={draft.name.datetime.includes(part)}
              onChange={(checked) => {
                setName({ datetime: withPart(draft.name.datetime, part, checked) });
              }}
            />
          ))}
        </fieldset>
        <p className="scan-preview">
          <span className="scan-preview__label" id="scan-preview-label">
            {t('scan.preview')}
          </span>
          <output className="scan-preview__name" aria-labelledby="scan-preview-label">
            {scanFileName(draft.name, draft.fileformat, props.now)}
          </output>
        </p>
      </fieldset>
    </form>
  );
}
