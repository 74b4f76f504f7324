// One small view per state of the scan flow (the dialog's body).
import type { ReactElement } from 'react';
import type { ScanFolder } from '../../lib/scan/browser.ts';
import type { ScanState } from '../../lib/scan/flow-types.ts';
import { PROBLEM_KEYS, type ScanProblem } from '../../lib/scan/problems.ts';
import type { ScanStore } from '../../lib/scan/store.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { Arrived } from './ScanResult.tsx';
import { SelectField } from './SelectField.tsx';
import { SettingsForm } from './SettingsForm.tsx';

/** The text of a problem: ours translated, the service's own shown as sent. */
export function problemMessage(t: TFunction, problem: ScanProblem): string {
  return problem.code === 'SERVICE'
    ? t(PROBLEM_KEYS.SERVICE, { message: problem.message })
    : t(PROBLEM_KEYS[problem.code]);
}

interface StepProps {
  readonly t: TFunction;
  readonly state: ScanState;
  readonly store: ScanStore;
  readonly folder: ScanFolder;
}

function Picker({ t, state, store }: StepProps): ReactElement {
  const { scanners, scannerId } = state.ctx;
  const problem = state.tag === 'choosing' ? state.problem : null;
  if (scanners.length === 0)
    return <InlineMessage tone="info">{t('scan.noScanners')}</InlineMessage>;
  return (
    <>
      {problem !== null && <InlineMessage>{problemMessage(t, problem)}</InlineMessage>}
      <SelectField
        label={t('scan.scanner')}
        value={scannerId ?? ''}
        disabled={state.tag !== 'choosing'}
        options={scanners.map((s) => ({
          value: s.scanner_id,
          label: s.status === 'busy' ? t('scan.scannerBusy', { name: s.name }) : s.name,
        }))}
        onChange={(id) => {
          store.send({ type: 'select', scannerId: id });
        }}
      />
    </>
  );
}

function Settings({ t, state, store, folder }: StepProps): ReactElement | null {
  if (state.tag !== 'ready' && state.tag !== 'starting') return null;
  const scanner = state.ctx.scanners.find((s) => s.scanner_id === state.ctx.scannerId);
  return (
    <>
      <p className="scan-note">{t('scan.connectedTo', { name: scanner?.name ?? '' })}</p>
      <SettingsForm
        t={t}
        draft={state.ctx.draft}
        options={state.link.options}
        disabled={state.tag !== 'ready'}
        now={new Date()}
        onChange={(draft) => {
          store.send({ type: 'edit', draft });
        }}
        onSubmit={() => {
          store.send({ type: 'start' });
        }}
      />
      <p className="scan-note">{t('scan.destination', { folder: folder.name })}</p>
    </>
  );
}

/** The body of the dialog for the current state. */
export function ScanStep(props: StepProps): ReactElement | null {
  const { t, state, folder } = props;
  switch (state.tag) {
    case 'probing':
      return <Spinner label={t('scan.searching')} />;
    case 'choosing':
      return <Picker {...props} />;
    case 'connecting':
      return (
        <>
          <Picker {...props} />
          <Spinner label={t('scan.connecting')} />
        </>
      );
    case 'ready':
    case 'starting':
      return <Settings {...props} />;
    case 'scanning':
      return (
        <div className="scan-progress" role="status">
          <Spinner size="large" />
          <p className="scan-progress__title">{t('scan.scanning')}</p>
          <p>{t('scan.pages', { count: state.pages })}</p>
        </div>
      );
    case 'cancelling':
    case 'collecting':
    case 'disconnecting':
      return <Spinner label={t('scan.finishing')} />;
    case 'finished':
      return (
        <>
          {state.outcome === 'timeout' && (
            <InlineMessage tone="info">{t('scan.timedOut')}</InlineMessage>
          )}
          {state.outcome === 'cancelled' && (
            <InlineMessage tone="info">{t('scan.cancelled')}</InlineMessage>
          )}
          {state.outcome === 'completed' && (
            <InlineMessage tone="success">{t('scan.done')}</InlineMessage>
          )}
          <Arrived t={t} files={state.files} folder={folder.name} />
        </>
      );
    case 'failed':
      return (
        <>
          <InlineMessage title={t('scan.errorTitle')}>
            {problemMessage(t, state.problem)}
          </InlineMessage>
          {state.files.length > 0 && <Arrived t={t} files={state.files} folder={folder.name} />}
        </>
      );
    case 'closed':
      return null;
  }
}
