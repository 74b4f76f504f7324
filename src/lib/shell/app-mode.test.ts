import { describe, expect, it } from 'vitest';
import { createAppMode, type AppModeShell } from './app-mode.ts';

function recorder(failures = 0) {
  const sent: string[] = [];
  let loads = 0;
  const shell: AppModeShell = {
    sizeAppModePage: () => (sent.push('SetSize'), true),
    agreeInShell: () => (sent.push('GdprAgree', 'Close'), true),
  };
  const load = (): Promise<AppModeShell> => {
    loads += 1;
    return loads <= failures ? Promise.reject(new Error('not loaded')) : Promise.resolve(shell);
  };
  return { sent, load, loads: () => loads };
}

describe('app mode (login/gdpr in the desktop shell)', () => {
  it('sizes the window, then agrees', async () => {
    const { sent, load } = recorder();
    const mode = createAppMode(load);
    expect(await mode.size()).toBe(true);
    expect(await mode.agree()).toBe(true);
    expect(sent).toEqual(['SetSize', 'GdprAgree', 'Close']);
  });

  it('still sizes first when Agree comes before the size was asked for', async () => {
    const { sent, load, loads } = recorder();
    const mode = createAppMode(load);
    const agreed = mode.agree();
    const sized = mode.size();
    expect(await Promise.all([agreed, sized])).toEqual([true, true]);
    expect(sent).toEqual(['SetSize', 'GdprAgree', 'Close']);
    expect(loads()).toBe(1);
  });

  it('asks for the size once however often it is called', async () => {
    const { sent, load } = recorder();
    const mode = createAppMode(load);
    await Promise.all([mode.size(), mode.size(), mode.size()]);
    expect(sent).toEqual(['SetSize']);
  });

  it('answers false when the bridge cannot load, and loads it again on the next call', async () => {
    const { sent, load, loads } = recorder(1);
    const mode = createAppMode(load);
    expect(await mode.size()).toBe(false);
    expect(sent).toEqual([]);
    expect(await mode.agree()).toBe(true);
    expect(sent).toEqual(['SetSize', 'GdprAgree', 'Close']);
    expect(loads()).toBe(2);
  });
});
