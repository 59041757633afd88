/** The collection behind each fixed list page (the generic list finds its own from the path). */
export const FIXED_LISTS = { admins: 'users', news: 'news' } as const
