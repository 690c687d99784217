export { TYPESCRIPT_LOADER_ARGS, typeScriptNode } from './typescript-node';
