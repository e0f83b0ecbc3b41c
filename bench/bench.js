// npm run bench [-- --rounds N --rss-runs N --sample --skip-corpus --skip-js-slice --skip-projects --skip-rule-times --skip-rss --skip-scaling --only-projects --skip-anchors --only-anchors --anchor-runs N --skip-editor --only-editor --editor-rounds N --editor-profile FILE --json FILE | --oxlint [--rounds N --sample]]: see docs/performance.md
import { runBuilt } from './build.js';

await runBuilt('bench-main.js');
