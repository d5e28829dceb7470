import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's source, run as the test's own script: the page's content security policy admits no script tag. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** `targets`: the CSS selectors of the failing elements, to find them from a test's failure message. */
export type Violation = { id: string; impact: string | null; help: string; nodes: number; targets: string[] };

/**
 * axe-core's serious and critical findings on the page as it is now, and anything the page's content security
 * policy refused since it was opened (on pages from `newPage`), as one finding.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run(): Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
  const refused = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  const policy: Violation[] = refused.length
    ? [
        {
          id: 'content-security-policy',
          impact: 'serious',
          help: "refused by the page's policy",
          nodes: refused.length,
          targets: refused,
        },
      ]
    : [];
  return [...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'), ...policy];
}
