const { createFrontendConfig } = require('../config/webpack.frontend');

// Name, port, title and exposed modules: the 'dashboard' entry of the topology (contracts/src/topology.ts).
module.exports = (env, argv) => createFrontendConfig('dashboard', argv);
