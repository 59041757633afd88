export function nodeLine(major: number | string): string
export function nodeLineEnv(folder: string, env?: NodeJS.ProcessEnv): Record<string, string>
