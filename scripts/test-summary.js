// Prints `N passed, N failed` from vitest's JSON report; exits non-zero when the report is
// missing, counts a failure, or counts no test at all.
import { existsSync, readFileSync } from 'node:fs';

const reportPath = process.argv[2] ?? '.vitest-report.json';
if (!existsSync(reportPath)) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const failedSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
const passed = report.numPassedTests;
const failed = report.numFailedTests + failedSuites;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
