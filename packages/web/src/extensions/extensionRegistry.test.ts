import { EDIT_EXTENSIONS, EXPAND_EXTENSIONS } from '@tutor-admin/shared'
import { describe, expect, it, vi } from 'vitest'
import { EDIT_EXTENSION_REGISTRY, editExtensionOf } from './editExtensions'
import { EXPAND_EXTENSION_REGISTRY, expandExtensionOf } from './expandExtensions'
import type { ExpandExtensionProps, Extension } from './extension.types'

describe('extensions of the generated editor and expanded row (R-ED-12)', () => {
  it('R-ED-12 ships a component for every name the catalogue check accepts, each saying how it meets the generated one', () => {
    expect(Object.keys(EDIT_EXTENSION_REGISTRY).sort()).toEqual([...EDIT_EXTENSIONS].sort())
    expect(Object.keys(EXPAND_EXTENSION_REGISTRY).sort()).toEqual([...EXPAND_EXTENSIONS].sort())
    for (const extension of [
      ...Object.values(EDIT_EXTENSION_REGISTRY),
      ...Object.values(EXPAND_EXTENSION_REGISTRY)
    ])
      expect(['extend', 'replace']).toContain(extension.mode)
  })

  it('R-ED-12 finds the extension a route names, none without a name', () => {
    expect(editExtensionOf({ edit: 'contentPreview' })).toBe(EDIT_EXTENSION_REGISTRY.contentPreview)
    expect(expandExtensionOf({ expand: 'translationStatus' })).toBe(
      EXPAND_EXTENSION_REGISTRY.translationStatus
    )
    expect(editExtensionOf({})).toBeUndefined()
    expect(expandExtensionOf(undefined)).toBeUndefined()
  })

  it('R-ED-12 shows the generated editor with a warning when a newer server names an extension this console lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const replacing: Extension<ExpandExtensionProps> = { mode: 'replace', Component: () => null }
    expect(editExtensionOf({ edit: 'slideshow' as never })).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('slideshow'))
    expect(expandExtensionOf({ expand: 'map' as never }, { map: replacing })).toBe(replacing)
    warn.mockRestore()
  })
})
