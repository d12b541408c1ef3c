// The package version (src/service/version.ts reads it), where the command's modules ask for it.
export { packageVersion } from '../service/version.js';
