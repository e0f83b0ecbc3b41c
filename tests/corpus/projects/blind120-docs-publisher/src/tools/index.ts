// Re-exports the publish and unpublish page tools.
// @ts-nocheck
export { PublishPageTool } from './publish-page.tool.js';
export { UnpublishPageTool } from './unpublish-page.tool.js';
