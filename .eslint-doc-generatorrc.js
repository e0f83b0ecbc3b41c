/** @type {import('eslint-doc-generator').GenerateOptions} */
export default {
  ignoreConfig: ['all'],
  ruleDocSectionInclude: ['Messages', 'Examples', 'Options', 'When Not To Use It'],
  ruleDocTitleFormat: 'prefix-name',
  ruleListColumns: ['name', 'description', 'configsError', 'fixable', 'hasSuggestions', 'options'],
  urlConfigs: 'https://github.com/eslint-plugin-mcp-state/eslint-plugin-mcp-state#configs',
};
