import type { Node } from './ast.js';

/** Source characters per shard: a few functions' worth, so the code being linted shares one small table. */
const SHARD_BITS = 12;

/**
 * A map keyed by AST nodes, split by where each node starts in the source. Questions cluster around the code ESLint
 * is visiting; one hash table for a whole large file scatters them over megabytes, while a table per stretch of
 * source keeps them in a few kilobytes.
 */
export class NodeMap<Key extends Node, Value> {
  private readonly shards: (Map<Key, Value> | undefined)[] = [];

  get(node: Key): Value | undefined {
    return this.shards[shardOf(node)]?.get(node);
  }

  set(node: Key, value: Value): void {
    const index = shardOf(node);
    let shard = this.shards[index];
    if (!shard) {
      shard = new Map();
      this.shards[index] = shard;
    }
    shard.set(node, value);
  }
}

/** A node some parser made without a range shares the first shard. */
function shardOf(node: Node): number {
  return (node.range?.[0] ?? 0) >> SHARD_BITS;
}
