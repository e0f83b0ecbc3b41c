// Collects the docs tools and re-exports their names.
// @ts-nocheck
import archiveSpace from './archive-space.js';
import publishPage from './publish-page.js';

export { ARCHIVE_SPACE } from './archive-space.js';
export { PUBLISH_PAGE } from './publish-page.js';

const tools = [archiveSpace, publishPage] as const;
export default tools;
