import { DEFAULT_FUNCTIONS_REGION } from './shared/contracts/functions-region.js';

/**
 * Where every function is deployed, callables, webhook, triggers and schedules alike: the
 * FUNCTIONS_REGION of functions/.env.<project> (which the CLI loads before it reads this code to
 * deploy), else Tokyo. It must be the Firestore database's region too (docs/deploy.md).
 */
export const FUNCTIONS_REGION = process.env.FUNCTIONS_REGION?.trim() || DEFAULT_FUNCTIONS_REGION;
