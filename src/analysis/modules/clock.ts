/** What is done with the other modules of a project, each timed apart (the benchmark reports their share). */
export type CrossModuleWork = 'resolve' | 'read' | 'parse' | 'scan' | 'importers';

const spent: Record<CrossModuleWork, number> = { resolve: 0, read: 0, parse: 0, scan: 0, importers: 0 };
let running = false;

/** `work()`, its time added to `kind`; work done inside other timed work counts once, for the outer. */
export function timed<T>(kind: CrossModuleWork, work: () => T): T {
  if (running) return work();
  running = true;
  const start = performance.now();
  try {
    return work();
  } finally {
    spent[kind] += performance.now() - start;
    running = false;
  }
}

/** Milliseconds spent on other modules in this process so far, by kind of work. */
export function crossModuleTime(): Readonly<Record<CrossModuleWork, number>> {
  return { ...spent };
}
