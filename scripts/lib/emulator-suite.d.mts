export declare const PROJECT_ID: string;
export declare function runWithEmulators(options: {
  title: string;
  script: string;
  env?: Record<string, string>;
  functionsFiles?: unknown;
  only?: string;
}): Promise<number>;
