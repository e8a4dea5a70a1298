export interface LibraryRow {
  name: string;
  version: string;
  why: string;
}
export const LIBRARIES_DOC: string;
export const OPEN: string;
export const CLOSE: string;
export const NO_REASON: string;
export function readLibraryRows(markdown: string): LibraryRow[];
export function libraryBlock(dependencies: Record<string, string>, rows: LibraryRow[]): string;
export function libraryProblems(dependencies: Record<string, string>, rows: LibraryRow[]): string[];
