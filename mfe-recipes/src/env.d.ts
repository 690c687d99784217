/** Replaced at build time by webpack's DefinePlugin (see config/webpack.frontend.js). */
declare const process: { env: { NODE_ENV: string; API_URL?: string } };
