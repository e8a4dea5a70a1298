export declare const FAKE_CHATWORK_PORT: number;
export declare const FAKE_AI_PORT: number;
export declare const FAKE_REGISTRY_PORT: number;
export declare const EMULATOR_TEST_ENV: Record<string, string>;
export declare const EMULATOR_TEST_SECRETS: {
  CHATWORK_NOTIFY_TOKEN: string;
  AI_API_KEY: string;
  CORPORATE_API_APP_ID: string;
};
export declare const EMULATOR_TEST_PARAMS: Record<string, string>;
