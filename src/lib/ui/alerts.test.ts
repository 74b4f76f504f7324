import { beforeEach, describe, expect, it } from 'vitest';
import { $alerts, dismissAlert, showAlert } from './alerts.ts';

const ok = { okLabel: 'OK' };

function headId(): number {
  const head = $alerts.get()[0];
  if (head === undefined) throw new Error('no alert on screen');
  return head.id;
}

describe('alerts', () => {
  beforeEach(() => {
    for (const item of $alerts.get()) dismissAlert(item.id);
  });

  it.each([
    ['defaults to the info tone with no title', {}, { tone: 'info', title: null }],
    [
      'keeps the tone and title it was given',
      { tone: 'warning', title: 'Note' },
      { tone: 'warning', title: 'Note' },
    ],
  ] as const)('%s', (_name, options, expected) => {
    void showAlert('Hello\r\nworld', { ...ok, ...options });
    expect($alerts.get()[0]).toMatchObject({
      message: 'Hello\r\nworld',
      okLabel: 'OK',
      ...expected,
    });
  });

  it('shows several alerts one after another and resolves each on dismissal', async () => {
    const order: string[] = [];
    const first = showAlert('first', ok).then(() => order.push('first'));
    const second = showAlert('second', ok).then(() => order.push('second'));
    expect($alerts.get().map((item) => item.message)).toEqual(['first', 'second']);
    dismissAlert(headId());
    await first;
    expect(order).toEqual(['first']);
    expect($alerts.get().map((item) => item.message)).toEqual(['second']);
    dismissAlert(headId());
    await second;
    expect(order).toEqual(['first', 'second']);
  });

  it('shows an alert with a key only once while it is queued', async () => {
    const calls = [1, 2, 3, 4, 5].map(() => showAlert('Session ended', { ...ok, key: 'session' }));
    expect($alerts.get()).toHaveLength(1);
    dismissAlert(headId());
    await expect(Promise.all(calls)).resolves.toHaveLength(5);
  });

  it('ignores dismissal of an alert that is not queued', () => {
    void showAlert('stays', ok);
    dismissAlert(-1);
    expect($alerts.get()).toHaveLength(1);
  });
});
