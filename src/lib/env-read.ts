/**
 * The module that reads `import.meta.env` (all but App Check's site key, which app-check.ts
 * reads itself so Vite can drop its loader), and the checks every variable goes through, so a
 * typo in a deploy variable fails loudly instead of deep inside a screen. The app's variables are
 * parsed in env.ts (loaded by every page), the GTM export's in gtm-env.ts (loaded by its screen
 * only, so public pages do not carry it: budget in scripts/bench-public-bundle.ts).
 */
export class EnvError extends Error {
  constructor(name: string, problem: string) {
    super(`${name}: ${problem}`);
    this.name = 'EnvError';
  }
}

export type RawEnv = Record<string, unknown>;

/** A trimmed string, '' when unset; anything but a string fails. */
export function envText(raw: RawEnv, name: string): string {
  const value = raw[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new EnvError(name, 'must be a string');
  return value.trim();
}

// `?? {}`: scripts run under tsx, where import.meta.env does not exist (local mode then).
export const rawEnv: RawEnv = import.meta.env ?? {};
