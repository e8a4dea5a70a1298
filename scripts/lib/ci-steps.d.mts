export interface CiRun {
  steps: { step: string; seconds: number }[];
  total: number;
  finished: boolean;
}
export function ciSteps(log: string): CiRun;
export function duration(seconds: number): string;
