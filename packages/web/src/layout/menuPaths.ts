import type { MenuGroup } from '@tutor-admin/shared'

/** Whether a menu page is the current page or holds it (its edit pages). */
export const isActive = (pagePath: string, path: string): boolean =>
  path === pagePath || path.startsWith(pagePath + '/')

/** Whether a menu group holds the current page, at any depth. */
export const containsPath = (group: MenuGroup, path: string): boolean =>
  group.children.some((child) =>
    child.kind === 'page' ? isActive(child.path, path) : containsPath(child, path)
  )
