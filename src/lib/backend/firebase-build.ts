/**
 * Whether this build talks to a Firebase project, as a constant: Vite writes the two variables'
 * values in at build time (the same ones env.ts validates), so the minifier drops the other
 * backend's branch and a visitor's page carries one public adapter only, in its own chunk
 * (budget: scripts/bench-public-bundle.ts). env.ts keeps the validated configuration.
 */
export const FIREBASE_BUILD: boolean =
  !!import.meta.env.VITE_FIREBASE_PROJECT_ID?.trim() &&
  !!import.meta.env.VITE_FIREBASE_API_KEY?.trim();
