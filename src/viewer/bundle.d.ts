// The viewer bundle that scripts/bundle-viewer.mjs writes to dist/src/viewer/bundle.js at build time.

/** The browser viewer (src/viewer/viewer.js with sigma.js and graphology), minified, ready to inline in a <script>. */
export const VIEWER_SCRIPT: string;
