import { describe, expect, it } from 'vitest';
import {
  EARLY_SUBMIT_ATTR,
  ISLAND_READY_ATTR,
  armEarlySubmit,
  type ArmableForm,
  type EarlyEvent,
} from './early-submit.ts';
import * as take from './take-early-submit.ts';
import { takeEarlySubmit } from './take-early-submit.ts';

function fakeForm(): ArmableForm & { submit(): { prevented: boolean; stopped: boolean } } {
  const attrs = new Set<string>();
  const listeners: Array<(e: EarlyEvent) => void> = [];
  return {
    hasAttribute: (n) => attrs.has(n),
    setAttribute: (n) => void attrs.add(n),
    removeAttribute: (n) => void attrs.delete(n),
    addEventListener: (_t, l) => void listeners.push(l),
    submit() {
      const seen = { prevented: false, stopped: false };
      const event: EarlyEvent = {
        preventDefault: () => void (seen.prevented = true),
        stopImmediatePropagation: () => void (seen.stopped = true),
      };
      for (const l of listeners) l(event);
      return seen;
    },
  };
}

describe('early submit', () => {
  it.each([
    { pressedBefore: 0, held: false },
    { pressedBefore: 1, held: true },
    { pressedBefore: 3, held: true },
  ])('$pressedBefore presses before hydration → held: $held', ({ pressedBefore, held }) => {
    const form = fakeForm();
    const button = { disabled: true };
    armEarlySubmit(form, button);
    expect(button.disabled).toBe(false);
    for (let i = 0; i < pressedBefore; i += 1) {
      expect(form.submit()).toEqual({ prevented: true, stopped: true });
    }
    expect(takeEarlySubmit(form)).toBe(held);
    // Taken once: a second look finds nothing.
    expect(takeEarlySubmit(form)).toBe(false);
    expect(form.hasAttribute(EARLY_SUBMIT_ATTR)).toBe(false);
  });

  it('lets submits through to the island once it is ready', () => {
    const form = fakeForm();
    armEarlySubmit(form, null);
    takeEarlySubmit(form);
    expect(form.submit()).toEqual({ prevented: false, stopped: false });
    expect(form.hasAttribute(EARLY_SUBMIT_ATTR)).toBe(false);
  });

  it('does not arm a form the island already handles', () => {
    const form = fakeForm();
    form.setAttribute(ISLAND_READY_ATTR, '');
    const button = { disabled: true };
    armEarlySubmit(form, button);
    expect(button.disabled).toBe(true);
    expect(form.submit()).toEqual({ prevented: false, stopped: false });
  });

  it('uses the same attributes on both halves', () => {
    expect([take.EARLY_SUBMIT_ATTR, take.ISLAND_READY_ATTR]).toEqual([
      EARLY_SUBMIT_ATTR,
      ISLAND_READY_ATTR,
    ]);
  });

  it('finds nothing without a form', () => {
    expect(takeEarlySubmit(null)).toBe(false);
  });
});
