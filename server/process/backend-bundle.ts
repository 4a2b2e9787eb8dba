/**
 * Where `npm run build` bundles the server (scripts/build-backend.ts), and the file every way of
 * starting it runs: `npm run serve`, the container and the tests' servers.
 */
export const backendDir = "dist/backend";
export const backendMain = `${backendDir}/main.mjs`;
