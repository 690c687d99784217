/** Compile-time constants that webpack's DefinePlugin replaces (see config/webpack.frontend.js, shell/webpack.config.js). */
declare const process: { env: { NODE_ENV: string; API_URL?: string; BENGALI_FONTS?: string } };
