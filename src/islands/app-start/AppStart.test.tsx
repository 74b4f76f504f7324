import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UA } from '../../lib/browser-support/user-agents.ts';
import { AppStart } from './AppStart.tsx';
import { EN } from '../ui/test-strings.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(userAgent: string, type: string | null = 'sso', app: string | null = 'drive') {
  const open = vi.fn();
  render(
    <AppStart strings={EN} locale="en" type={type} app={app} userAgent={userAgent} open={open} />,
  );
  return open;
}

describe('AppStart', () => {
  it.each([
    [
      'Android',
      UA.chromeAndroid,
      'intent://sso?type=sso#Intent;scheme=cloudboxapp;package=com.example.cloudbox;end',
    ],
    ['iOS', UA.iphoneIos17, 'cloudbox-sso://login?type=sso'],
    ['a desktop', UA.chrome126, 'drive://start?type=sso'],
  ])('opens the deep link of %s on Start', (_, userAgent, link) => {
    const open = show(userAgent);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(open).toHaveBeenCalledExactlyOnceWith(link);
  });

  it('starts by itself after one second on iOS only', () => {
    vi.useFakeTimers();
    const ios = show(UA.iphoneIos17);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(ios).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(ios).toHaveBeenCalledExactlyOnceWith('cloudbox-sso://login?type=sso');
    cleanup();
    const android = show(UA.chromeAndroid);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(android).not.toHaveBeenCalled();
  });

  it.each([
    ['an app name that is a browser scheme', 'sso', 'javascript', EN['appStart.badApp']],
    ['a missing type', null, 'drive', EN['appStart.badType']],
  ])('explains %s instead of offering Start', (_, type, app, message) => {
    show(UA.chrome126, type, app);
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });
});
