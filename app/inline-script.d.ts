/** `?inline-script` imports (scripts/vite-inline-script.ts): a browser script, minified, as text. */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
