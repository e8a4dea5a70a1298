import { clsx, type ClassValue } from 'clsx';

let merge: ((classes: string) => string) | null = null;

/**
 * Loads tailwind-merge so that `cn` resolves conflicts. The admin app awaits it before its
 * first render (and the tests' setup does); public pages never load it: they pass no
 * overriding classes to kit parts, and its 8 kB gzip would not fit their 110 kB budget.
 */
export async function loadClassMerge(): Promise<void> {
  merge ??= (await import('tailwind-merge')).twMerge;
}

/**
 * Joins class names and, once `loadClassMerge` ran, lets a later Tailwind class win over an
 * earlier conflicting one. Without it (public pages) classes are only joined.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}
