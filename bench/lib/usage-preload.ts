// Loaded with `node --import` into each process the host comparison times (bench/lib/hosts.ts): at exit it writes
// the process's CPU time (every thread's, Oxlint's Rust threads included) and peak RSS to $MCP_STATE_BENCH_USAGE.
import { writeFileSync } from 'node:fs';

const target = process.env.MCP_STATE_BENCH_USAGE;
if (target) {
  process.on('exit', () => {
    const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
    writeFileSync(target, JSON.stringify({ cpuMilliseconds: (userCPUTime + systemCPUTime) / 1000, maxRssKiB: maxRSS }));
  });
}
