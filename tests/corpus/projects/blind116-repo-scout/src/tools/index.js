// Lists the repo-scout tool factories.
import deleteBranchTool from './deleteBranch.js';
import openMergeRequestTool from './openMergeRequest.js';

export const toolFactories = [deleteBranchTool, openMergeRequestTool];
