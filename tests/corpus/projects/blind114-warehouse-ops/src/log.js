// Writes structured JSON log lines with trace id and tool name to stderr.
'use strict';

function line(level, traceId, tool, msg) {
  process.stderr.write(JSON.stringify({ t: new Date().toISOString(), level: level, trace: traceId, tool: tool, msg: String(msg) }) + '\n');
}

exports.info = function (traceId, tool, msg) { line('info', traceId, tool, msg); };
exports.error = function (traceId, tool, err) { line('error', traceId, tool, err && err.stack ? err.stack : err); };
