import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkCard } from './views.tsx';

// LinkCard remembers, for the page, whether a card has been shown: the tests below run in order
// on one page (the first card of the file is the page's first).
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const card = (focusKey: string) => (
  <LinkCard title={`Card ${focusKey}`} focusKey={focusKey}>
    <p>Body</p>
  </LinkCard>
);

describe('LinkCard', () => {
  it('leaves the focus alone for the page’s first card', () => {
    render(card('loading'));
    act(() => {
      vi.runAllTimers();
    });
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the heading of a new state after its frame, in a task of its own', () => {
    const { rerender } = render(card('loading'));
    rerender(card('default'));
    const heading = screen.getByRole('heading', { name: 'Card default' });
    expect(document.activeElement).toBe(document.body);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    // Not in the frame's callbacks, where it would force style and layout before the paint.
    expect(document.activeElement).toBe(document.body);
    act(() => {
      vi.runOnlyPendingTimers(); // the task the frame scheduled
    });
    expect(document.activeElement).toBe(heading);
  });

  it('moves the focus nowhere when the card goes away before its frame', () => {
    const { rerender, unmount } = render(card('one'));
    rerender(card('two'));
    unmount();
    act(() => {
      vi.runAllTimers();
    });
    expect(document.activeElement).toBe(document.body);
  });
});
