/**
 * Where every Cloud Function runs, and so where a customer's or a visitor's data is processed:
 * Tokyo unless a deployment chooses otherwise. The functions read FUNCTIONS_REGION
 * (functions/.env.<project>) and the web build VITE_FUNCTIONS_REGION; both default to this and
 * must name the same region as each other and as the Firestore database (docs/deploy.md).
 */
export const DEFAULT_FUNCTIONS_REGION = 'asia-northeast1';

/** A Cloud region's name: asia-northeast1, asia-northeast2, europe-west4… */
export const REGION_NAME = /^[a-z]+-[a-z]+[0-9]+$/;
