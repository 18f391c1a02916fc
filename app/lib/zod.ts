import { z } from "zod";

/**
 * zod, as the code that may run in the browser imports it (a lint rule keeps `from "zod"` to types
 * and server files). In the browser, zod would probe `new Function("")` to compile faster parsers,
 * which our CSP (no 'unsafe-eval') refuses and reports as a violation (Lighthouse best practices,
 * the console): this module turns that off before any schema is built, since every schema module
 * imports it first. Only the screens that build a schema load zod; root.tsx no longer does, so a
 * screen without a form is 3.5 KB lighter. The server keeps the compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
