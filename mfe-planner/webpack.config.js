const { createFrontendConfig } = require('@forkful/config/webpack.frontend');

// Name, port and title: forkful.remote in package.json; exposed modules: the own pages src/routes.json names.
module.exports = (env, argv) => createFrontendConfig('planner', argv);
