import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cyclesOf, featureGraph, importGraph } from './import-graph';

const graph = importGraph(join(import.meta.dirname, '../..'));

describe('no import cycles', () => {
  test('the graph is read (a broken reader would find no cycle in nothing)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/app/admin-app.tsx')).toContain('src/features/auth/index.ts');
  });

  test('between modules', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  test('between features: each area builds on others one way (docs/architecture.md)', () => {
    expect(cyclesOf(featureGraph(graph))).toEqual([]);
  });

  test('finds a planted cycle', () => {
    const planted = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(planted)).toEqual([['a', 'b', 'c']]);
  });
});
