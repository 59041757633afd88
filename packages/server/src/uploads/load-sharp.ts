import type Sharp from 'sharp'

let loading: Promise<typeof Sharp> | undefined

/**
 * sharp, loaded with the first picture to read or make rather than at start: its native library
 * takes tens of milliseconds to load, which a start to the first answer does not need to pay.
 */
export const loadSharp = () => (loading ??= import('sharp').then((module) => module.default))
