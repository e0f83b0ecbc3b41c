// npm run bench [-- --rounds N --skip-rss --skip-scaling --only-scaling]: see docs/performance.md
import { runBuilt } from './build.js';

await runBuilt('bench-main.js');
