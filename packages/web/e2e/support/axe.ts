import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * Serious and critical axe violations of the page (WCAG 2.1 A and AA), or of the part `within`
 * selects, as "rule: target" lines.
 *
 * Axe runs inside the page (legacy mode) and keeps only its violations: the console has no frames
 * from other origins, which are all that the other mode adds, and its way costs a blank page and
 * every checked node carried to Node.js and back (2.5 s of CPU a check against 1 s).
 */
export const seriousViolations = async (page: Page, within?: string): Promise<string[]> => {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}
