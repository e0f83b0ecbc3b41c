// npm run corpus [-- --sample --all-findings --no-fix-safety --json FILE]: lints the benchmark corpus with every rule; see docs/performance.md
import { runBuilt } from './build.js';

await runBuilt('corpus-main.js');
