import { expect, test } from 'vitest';
import { DEFAULT_AI_PROVIDER, parseAiProviderEnv } from './ai-provider-env';

test('the provider and where it processes answers, OpenAI in the US when unset', () => {
  expect(parseAiProviderEnv({})).toEqual(DEFAULT_AI_PROVIDER);
  expect(
    parseAiProviderEnv({
      VITE_AI_PROVIDER_NAME: ' Azure OpenAI ',
      VITE_AI_PROVIDER_LOCATION: '日本（東日本リージョン）',
    }),
  ).toEqual({ name: 'Azure OpenAI', location: '日本（東日本リージョン）' });
  expect(() => parseAiProviderEnv({ VITE_AI_PROVIDER_NAME: 'x'.repeat(81) })).toThrow(
    /VITE_AI_PROVIDER_NAME/,
  );
});
