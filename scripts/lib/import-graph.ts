import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The app's import graph, read from the source text: each module under src/ (tests left out)
 * and the modules it imports for their values, statically or with `import()`. Type-only
 * imports are left out: they vanish when compiled, so they cannot make a cycle at run time.
 */
export function importGraph(root: string): Map<string, Set<string>> {
  const files = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !/\.test\.tsx?$|test-support|setupTests|src\/test\//.test(path));
  const known = new Set(files);
  const resolve = (base: string) =>
    ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((extension) => base + extension)
      .find((path) => known.has(path) || existsSync(join(root, path)));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const specifiers = [
      ...text.matchAll(/^\s*(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gm),
      ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
    ].map((match) => match[1] ?? '');
    const targets = new Set<string>();
    for (const specifier of specifiers) {
      const base = specifier.startsWith('@/')
        ? `src/${specifier.slice(2)}`
        : specifier.startsWith('.')
          ? normalize(join(dirname(file), specifier))
          : null;
      const target = base && resolve(base.replace(/\.tsx?$/, ''));
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The feature a module belongs to (`src/features/<name>/…`), or null. */
export const featureOf = (path: string): string | null =>
  /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Which features import which (a feature importing itself is not an edge). */
export function featureGraph(graph: Map<string, Set<string>>): Map<string, Set<string>> {
  const features = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const a = featureOf(from);
    if (!a) continue;
    for (const target of targets) {
      const b = featureOf(target);
      if (b && b !== a) features.set(a, (features.get(a) ?? new Set()).add(b));
    }
  }
  return features;
}

/** Every cycle's members (strongly connected components of more than one node; Tarjan). */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) cycles.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
