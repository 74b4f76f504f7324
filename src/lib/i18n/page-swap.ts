// Switching a page's language in place (requirements L27, decision 017): which parts of the
// fetched page in the other language replace ours, and which attributes are copied. The login
// island itself is not replaced: it is given the new page's props and keeps its state.

/** Elements replaced whole by their twin in the other language's page. */
export const REPLACED_PARTS: readonly string[] = [
  'a.skip-link',
  'nav.lang-switcher',
  '#site-footer',
  '#main > noscript',
];

/** Attributes copied from the twin element (the element itself may hold what a script filled). */
export const COPIED_ATTRIBUTES: readonly (readonly [string, readonly string[]])[] = [
  ['meta[name="description"]', ['content']],
  ['.site-header a.brand', ['href']],
  ['[data-login-banner]', ['data-alt', 'aria-label']],
];

/** The island of a page built from one component (its chunk is the same in every language). */
export function islandOf(root: ParentNode, componentUrl: string | null): Element | null {
  if (componentUrl === null) return null;
  for (const island of root.querySelectorAll('astro-island')) {
    if (island.getAttribute('component-url') === componentUrl) return island;
  }
  return null;
}

/** The parts of `next` (the other language's page) that `current` lacks; empty when all match. */
export function missingParts(current: ParentNode, next: ParentNode): string[] {
  const selectors = [...REPLACED_PARTS, ...COPIED_ATTRIBUTES.map(([selector]) => selector)];
  return selectors.filter(
    (selector) =>
      (current.querySelector(selector) === null) !== (next.querySelector(selector) === null),
  );
}

/**
 * Replaces the static parts of `current` with those of `next` (a parsed page in the other
 * language) and copies the listed attributes; `adopt` brings a node of `next` into `current`'s
 * document. Parts absent from both pages are skipped.
 */
export function swapStaticParts(
  current: ParentNode,
  next: ParentNode,
  adopt: (node: Element) => Element,
): void {
  for (const selector of REPLACED_PARTS) {
    const mine = current.querySelector(selector);
    const theirs = next.querySelector(selector);
    if (mine !== null && theirs !== null) mine.replaceWith(adopt(theirs));
  }
  for (const [selector, names] of COPIED_ATTRIBUTES) {
    const mine = current.querySelector(selector);
    const theirs = next.querySelector(selector);
    if (mine === null || theirs === null) continue;
    for (const name of names) {
      const value = theirs.getAttribute(name);
      if (value === null) mine.removeAttribute(name);
      else mine.setAttribute(name, value);
    }
  }
}
