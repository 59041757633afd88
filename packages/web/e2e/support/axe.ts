import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * Serious and critical axe violations of the page (WCAG 2.1 A and AA), or of the part `within`
 * selects, as "rule: target" lines.
 */
export const seriousViolations = async (page: Page, within?: string): Promise<string[]> => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}
