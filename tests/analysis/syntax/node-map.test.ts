import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import type { Node } from '../../../src/analysis/syntax/ast.js';
import { NodeMap } from '../../../src/analysis/syntax/node-map.js';

const identifier = (name: string, start: number): Node =>
  ({ type: 'Identifier', name, range: [start, start + name.length] }) as unknown as TSESTree.Identifier;

describe('NodeMap', () => {
  it('keeps one value per node, told apart by identity even where nodes start at the same place', () => {
    const map = new NodeMap<Node, string>();
    const object = identifier('a', 40);
    const member = { type: 'MemberExpression', object, range: [40, 43] } as unknown as Node;
    map.set(object, 'object');
    map.set(member, 'member');
    expect([map.get(object), map.get(member), map.get(identifier('a', 40))]).toEqual(['object', 'member', undefined]);
    map.set(object, 'again');
    expect(map.get(object)).toBe('again');
  });

  it('answers for nodes far apart in a large file and for a node without a range', () => {
    const map = new NodeMap<Node, number>();
    const starts = [0, 4095, 4096, 1_000_000, 50_000_000];
    const nodes = starts.map((start, index) => identifier(`n${index}`, start));
    nodes.forEach((node, index) => map.set(node, index));
    const rangeless = { type: 'Identifier', name: 'synthetic' } as unknown as Node;
    map.set(rangeless, -1);
    expect(nodes.map((node) => map.get(node))).toEqual([0, 1, 2, 3, 4]);
    expect(map.get(rangeless)).toBe(-1);
    expect(map.get(identifier('n3', 1_000_000))).toBeUndefined();
  });
});
