/**
 * An eslint-import resolver for our own files: the `@/` alias and relative paths, with the
 * extensions TypeScript resolves. Without it, eslint-plugin-boundaries could not tell which zone
 * an `@/` import lands in. Packages stay unresolved: the plugin knows them by name as external.
 */
const fs = require('node:fs');
const path = require('node:path');

const SRC = path.resolve(__dirname, '..', 'src');
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(base) {
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    if (source.startsWith('@/')) {
      const found = resolveFile(path.join(SRC, source.slice(2)));
      return found ? { found: true, path: found } : { found: false };
    }
    if (source.startsWith('.')) {
      const found = resolveFile(path.resolve(path.dirname(file), source));
      return found ? { found: true, path: found } : { found: false };
    }
    return { found: false };
  },
};
