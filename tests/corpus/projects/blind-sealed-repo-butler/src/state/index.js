// Models the state package barrel, re-exporting the JWT helpers under shorter names.
export { issueStateToken as mintState, readStateToken as checkState } from './jwt.js';
