// Types for bench-browser.mjs, for the TypeScript benchmarks.
import type { Browser } from '@playwright/test';

export const CHROMIUM_ARGS: string[];
export function startPreview(port: number, outDir?: string): Promise<string>;
export function launchChromium(): Promise<Browser>;
export function percentile(sorted: number[], p: number): number;
export function round(n: number): number;
export function stopPreview(): void;
