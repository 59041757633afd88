/** Emails are compared without case or surrounding spaces. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()
