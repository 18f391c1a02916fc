import { z } from "zod";

/**
 * In the browser, zod would probe `new Function("")` to compile faster parsers, which our CSP
 * (no 'unsafe-eval') refuses and reports as a violation (Lighthouse best practices, the console).
 * Imported first by root.tsx, before any schema parses. The server keeps the compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
