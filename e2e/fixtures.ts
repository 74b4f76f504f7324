import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/** What a page did wrong during a test: uncaught errors, CSP violations, "Refused to" lines. */
interface PageProblems {
  errors: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Runs axe with the WCAG 2.2 A/AA rules and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * The project's `test`: every story also fails when the page throws, logs a CSP refusal or
 * fires a securitypolicyviolation event — so the whole suite guards the CSP.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { errors: [] };
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.text().includes('Refused to')) problems.errors.push(`csp: ${message.text()}`);
      });
      await use(problems);
      for (const p of page.context().pages()) {
        const violations = await p
          .evaluate(() => window.__cspViolations ?? [])
          .catch(() => [] as string[]);
        problems.errors.push(...violations.map((v) => `securitypolicyviolation: ${v}`));
      }
      expect(problems.errors, 'page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
