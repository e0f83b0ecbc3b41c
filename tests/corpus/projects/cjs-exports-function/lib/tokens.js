// exports.x = … helpers: a secret token from the environment and a public build id.
exports.adminToken = process.env.ADMIN_TOKEN;
exports.buildId = 'build-2024-10';
