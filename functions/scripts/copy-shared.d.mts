/** Writes the shared copies into functions/src/shared/ (see copy-shared.mjs). */
export function copyShared(): void;
