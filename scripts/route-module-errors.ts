import type { Plugin } from "vite";

// React Router (framework mode) answers a route module that fails to download, when the
// connection drops or after a release replaced the file, with `window.location.reload()`: the
// person is sent back, without a word, to the page they were leaving (the address has not
// changed yet), and a page whose code cannot be had reloads into the browser's own error page.
// Throwing instead (as its development build does) is no better: the router drops a failed lazy
// route module of a route without a loader, and the page goes blank. So the client build answers
// with a stand-in module whose component (and client loader) throws the download error: the
// navigation completes, and the error reaches the route error screen of `root.tsx`, which says
// what happened and offers to reload the page the person asked for.
const RELOAD = /window\.location\.reload\(\);\s*return new Promise\(\(\) => \{\s*\}\);/;
const MARK = "Error loading route module";
const STAND_IN = "const fail = () => { throw error; }; return { default: fail, clientLoader: fail };";

export function routeModuleErrors(): Plugin {
  let patched = 0;
  return {
    name: "route-module-errors",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]/.test(id) || !code.includes(MARK)) return null;
      if (!RELOAD.test(code)) this.error(`react-router's loadRouteModule no longer reloads as expected (${id}): review scripts/route-module-errors.ts`);
      patched++;
      return { code: code.replace(RELOAD, STAND_IN).replace(", reloading page...", ""), map: null };
    },
    buildEnd(error) {
      // A React Router upgrade that moves the code must not quietly bring the reload back.
      if (!error && patched === 0) this.error("react-router's loadRouteModule was not found: review scripts/route-module-errors.ts");
    },
  };
}
