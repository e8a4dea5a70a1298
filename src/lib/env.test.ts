import { parseEnv } from './env';

describe('parseEnv', () => {
  it('runs the local backend with the demo seed when nothing is configured', () => {
    expect(parseEnv({})).toEqual({
      backend: 'local',
      firebase: null,
      useEmulators: false,
      surveyBaseUrl: null,
      promotionBaseUrl: null,
      localSeed: 'demo',
    });
  });

  it('needs both API key and project id for the Firebase backend', () => {
    expect(parseEnv({ VITE_FIREBASE_API_KEY: 'key' }).backend).toBe('local');
    expect(parseEnv({ VITE_FIREBASE_PROJECT_ID: 'demo-x' }).backend).toBe('local');
    expect(
      parseEnv({ VITE_FIREBASE_API_KEY: ' ', VITE_FIREBASE_PROJECT_ID: 'demo-x' }).backend,
    ).toBe('local');
  });

  it('builds the Firebase config, defaulting the auth domain from the project id', () => {
    const env = parseEnv({
      VITE_FIREBASE_API_KEY: ' key ',
      VITE_FIREBASE_PROJECT_ID: 'demo-x',
      VITE_FIREBASE_APP_ID: 'app',
      VITE_FIREBASE_STORAGE_BUCKET: '',
      VITE_USE_EMULATORS: 'true',
    });
    expect(env.backend).toBe('firebase');
    expect(env.firebase).toEqual({
      apiKey: 'key',
      authDomain: 'demo-x.firebaseapp.com',
      projectId: 'demo-x',
      storageBucket: undefined,
      messagingSenderId: undefined,
      appId: 'app',
      functionsRegion: 'asia-northeast1',
    });
    expect(env.useEmulators).toBe(true);
    expect(
      parseEnv({
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_PROJECT_ID: 'demo-x',
        VITE_FIREBASE_AUTH_DOMAIN: 'login.example.com',
      }).firebase?.authDomain,
    ).toBe('login.example.com');
  });

  it('uses the emulators only for the exact value true', () => {
    expect(parseEnv({ VITE_USE_EMULATORS: 'false' }).useEmulators).toBe(false);
    expect(parseEnv({ VITE_USE_EMULATORS: '' }).useEmulators).toBe(false);
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'yes' })).toThrow();
  });

  it('trims trailing slashes from the public base URLs and treats blank as unset', () => {
    const env = parseEnv({
      VITE_SURVEY_BASE_URL: 'https://survey.example.com//',
      VITE_PROMOTION_BASE_URL: ' ',
    });
    expect(env.surveyBaseUrl).toBe('https://survey.example.com');
    expect(env.promotionBaseUrl).toBeNull();
  });

  it('refuses a base URL that is not a URL, loudly at start-up', () => {
    expect(() => parseEnv({ VITE_SURVEY_BASE_URL: 'survey.example.com' })).toThrow();
  });

  it('reads the local seed choice and refuses unknown ones', () => {
    expect(parseEnv({ VITE_LOCAL_SEED: 'empty' }).localSeed).toBe('empty');
    expect(parseEnv({ VITE_LOCAL_SEED: '' }).localSeed).toBe('demo');
    expect(() => parseEnv({ VITE_LOCAL_SEED: 'full' })).toThrow();
  });

  it('runs the functions in Tokyo unless another region is named, and refuses a non-region', () => {
    const firebase = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'demo-x' };
    expect(parseEnv(firebase).firebase?.functionsRegion).toBe('asia-northeast1');
    expect(
      parseEnv({ ...firebase, VITE_FUNCTIONS_REGION: 'europe-west4' }).firebase?.functionsRegion,
    ).toBe('europe-west4');
    expect(() => parseEnv({ ...firebase, VITE_FUNCTIONS_REGION: 'tokyo' })).toThrow();
  });
});
