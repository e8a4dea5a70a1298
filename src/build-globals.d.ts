/** Set by vite.config.ts at build time: this build's id (list snapshots are kept per build). */
declare global {
  const __APP_BUILD__: string;
}

export {};
