// A remote's own page (run without the shell, see standalone-index.html) has no host to provide the federation
// runtime its bundles expect (experiments.externalRuntime): this script, loaded first, provides it.
globalThis._FEDERATION_RUNTIME_CORE = require('@module-federation/runtime-core');
