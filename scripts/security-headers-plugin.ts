import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  cacheHeaderFor,
  EMULATOR_CONNECT,
  headersFor,
  inlineScriptHashes,
  policyKind,
} from './lib/security-headers.ts';

/**
 * `vite preview` sends the same security and caching headers as Firebase Hosting
 * (lib/security-headers.ts), by the request's host and path, so the browser tests run the built app under its real policies.
 * Not in `vite dev`: its hot reload injects inline scripts and a websocket that the strict
 * policy (rightly) refuses. A preview of an emulator build (VITE_USE_EMULATORS=true in the
 * preview's environment too) may also connect to the local emulators.
 */
export function securityHeaders(): Plugin {
  return {
    name: 'backoffice:security-headers',
    configurePreviewServer(server) {
      const indexHtml = readFileSync(join(server.config.build.outDir, 'index.html'), 'utf8');
      const hashes = inlineScriptHashes(indexHtml);
      const extraConnect = process.env.VITE_USE_EMULATORS === 'true' ? EMULATOR_CONNECT : [];
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://local').pathname;
        for (const { key, value } of headersFor(
          policyKind(req.headers.host, path),
          hashes,
          extraConnect,
        ))
          res.setHeader(key, value);
        // Set before the static handler runs, this value wins over its own `no-cache`.
        const cache = cacheHeaderFor(path);
        res.setHeader(cache.key, cache.value);
        next();
      });
    },
  };
}
