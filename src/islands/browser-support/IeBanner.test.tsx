import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $ieBannerDismissed } from '../../lib/browser-support/ie-banner.ts';
import { UA } from '../../lib/browser-support/user-agents.ts';
import { IeBanner } from './IeBanner.tsx';
import { EN } from '../ui/test-strings.ts';

afterEach(() => {
  cleanup();
  $ieBannerDismissed.set(false);
});

describe('IeBanner', () => {
  it.each([
    ['Internet Explorer 11', UA.ie11, true],
    ['Internet Explorer 10', UA.ie10, false],
    ['legacy Edge', UA.edge18, false],
    ['Chrome', UA.chrome126, false],
  ])('shows itself in %s: %j', (_, userAgent, shown) => {
    render(<IeBanner strings={EN} userAgent={userAgent} />);
    expect(screen.queryByText('Internet Explorer will no longer be supported') !== null).toBe(
      shown,
    );
  });

  it('closes with its named close button and stays closed on this page', () => {
    render(<IeBanner strings={EN} userAgent={UA.ie11} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close the Internet Explorer notice' }));
    expect(screen.queryByText('Internet Explorer will no longer be supported')).toBeNull();
    cleanup();
    render(<IeBanner strings={EN} userAgent={UA.ie11} />);
    expect(screen.queryByText('Internet Explorer will no longer be supported')).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('renders nothing on the server', () => {
    expect(renderToString(<IeBanner strings={EN} userAgent={UA.ie11} />)).toBe('');
  });
});
