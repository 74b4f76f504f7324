import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocaleFiles } from '../../lib/i18n/catalog.ts';
import { ScanError } from '../../lib/scan/problems.ts';
import { fakeService } from '../../lib/scan/test-support.ts';
import { ScanDialog } from './ScanDialog.tsx';

afterEach(cleanup);

const strings = Object.assign(
  {},
  ...readLocaleFiles(process.cwd(), 'en').map((f) => f.entries),
) as Record<string, string>;
const folder = { node: '1', name: 'My Box' };

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

function open(service = fakeService().service, onFilesArrived = vi.fn(), onClose = vi.fn()) {
  render(
    <ScanDialog
      strings={strings}
      locale="en"
      folder={folder}
      onClose={onClose}
      onFilesArrived={onFilesArrived}
      service={service}
    />,
  );
  return { onFilesArrived, onClose };
}

describe('the scan dialog', () => {
  it('chooses a scanner, previews the file name as the user types and starts', async () => {
    const status = vi.fn().mockResolvedValue({ status: 1, pages: 1 });
    const { service, calls } = fakeService({ status });
    open(service);
    await flush();
    expect(screen.getByLabelText('Scanner')).toHaveProperty('value', 'a');
    fireEvent.click(screen.getByRole('button', { name: 'Use this scanner' }));
    await flush();
    fireEvent.change(screen.getByLabelText('File name prefix'), { target: { value: '請求書' } });
    fireEvent.click(screen.getByLabelText('Minute'));
    fireEvent.change(screen.getByLabelText('Separator'), { target: { value: '-' } });
    expect(screen.getByRole('status', { name: 'File name preview' }).textContent).toMatch(
      /^請求書-\d{8}-\d{2}\.pdf$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start scan' }));
    await flush();
    expect(calls).toContain('start c1');
    expect(screen.getByText('Scanning…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel scan' })).toBeTruthy();
  });

  it('refuses an invalid prefix with a message and keeps what was typed', async () => {
    const { service, calls } = fakeService();
    open(service);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Use this scanner' }));
    await flush();
    const prefix = screen.getByLabelText('File name prefix');
    fireEvent.change(prefix, { target: { value: 'a/b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start scan' }));
    await flush();
    expect(screen.getByText(/The prefix cannot contain/)).toBeTruthy();
    expect(prefix).toHaveProperty('value', 'a/b');
    expect(calls).not.toContain('start c1');
  });

  it('lists the files that arrived and tells the app', async () => {
    const { service } = fakeService();
    const { onFilesArrived } = open(service);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Use this scanner' }));
    await flush();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Start scan' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    vi.useRealTimers();
    await flush();
    expect(screen.getByText('1 file arrived in My Box.')).toBeTruthy();
    expect(screen.getByText('Scan.pdf')).toBeTruthy();
    expect(onFilesArrived).toHaveBeenCalledTimes(1);
  });

  it('tells the user to install or start the local service when it cannot be reached', async () => {
    const { service } = fakeService({
      probe: () => Promise.reject(new ScanError({ code: 'API_404' })),
    });
    open(service);
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('API_404');
    expect(alert.textContent).toContain('Install the scanner service');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the service message as text, never as HTML', async () => {
    const { service } = fakeService({
      probe: () =>
        Promise.reject(new ScanError({ code: 'SERVICE', message: '<img src=x onerror=alert(1)>' })),
    });
    open(service);
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('releases the scanner when closed', async () => {
    const { service, calls } = fakeService();
    const { onClose } = open(service);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Use this scanner' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(onClose).toHaveBeenCalled();
    expect(calls.at(-1)).toBe('disconnect c1');
  });
});
