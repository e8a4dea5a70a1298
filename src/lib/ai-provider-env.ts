import { EnvError, envText, rawEnv, type RawEnv } from './env-read';

/**
 * Who summarises survey answers and where, as the survey settings show it beside
 * 「AI要約に回答を送信する」. The functions' AI_API_BASE decides where answers really go; these two
 * build variables say it in words, so set them together (docs/data-flow.md). Loaded by the
 * settings dialog only, so public pages do not carry it.
 */
export interface AiProviderEnv {
  name: string;
  location: string;
}

/** The functions' default endpoint (AI_API_BASE unset): OpenAI's API. */
export const DEFAULT_AI_PROVIDER: AiProviderEnv = { name: 'OpenAI', location: '米国' };

function label(raw: RawEnv, name: string): string {
  const value = envText(raw, name);
  if (value.length > 80) throw new EnvError(name, 'at most 80 characters');
  return value;
}

/** Parses the two variables; exported for tests. */
export function parseAiProviderEnv(raw: RawEnv): AiProviderEnv {
  return {
    name: label(raw, 'VITE_AI_PROVIDER_NAME') || DEFAULT_AI_PROVIDER.name,
    location: label(raw, 'VITE_AI_PROVIDER_LOCATION') || DEFAULT_AI_PROVIDER.location,
  };
}

export const aiProvider: AiProviderEnv = parseAiProviderEnv(rawEnv);
