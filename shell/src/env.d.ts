/** Compile-time constants that webpack's DefinePlugin replaces (see config/webpack.frontend.js). */
declare const process: { env: { NODE_ENV: string; API_URL?: string } };
