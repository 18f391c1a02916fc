import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // React Router 8's behaviours, each decided (issue 25, ADR 034): a flag left unset prints a
  // warning at every build and type-check, so each one is set, true or false, with why.
  future: {
    // Adopted: the app builds and the route files' tests run pass with it (ADR 034). A route's client-only exports
    // (clientLoader, HydrateFallback…) go in a chunk of their own, so a navigation does not wait
    // for the component to start loading its data; routes without them are unchanged.
    v8_splitRouteModules: true,
    // Adopted: the Vite Environment API builds the client and the server, the only way in v8.
    // The same build/client and build/server/index.js come out, which the server imports.
    v8_viteEnvironmentApi: true,
    // Adopted: a data request for a path with a trailing slash (`/a/`) becomes `/a/_.data`
    // instead of `/a.data`. None of our routes ends with a slash, and the server's own checks of
    // `.data` requests (page cache, outage page) test the suffix, which both forms keep.
    v8_trailingSlashAwareDataRequests: true,
    // Not adopted: with it, the `context` of every loader and action becomes a
    // RouterContextProvider read with `context.get(…)`, while ours is the object getLoadContext
    // returns (`context.db`, `context.config`, `context.logger`… in every route and kit helper).
    // Adopting it means moving every route and the back-office kit at once: a change of its own.
    v8_middleware: false,
    // Not adopted: loaders would get the raw request, whose URL keeps a data request's `.data`
    // suffix and `_routes` parameter. Our loaders read `new URL(request.url)` for the page's
    // address (redirect targets, `?site=`, filters, canonical links); each would have to read the
    // path React Router normalises instead, checked route by route.
    v8_passThroughRequests: false,
  },
} satisfies Config;
