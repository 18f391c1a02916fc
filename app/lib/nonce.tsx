import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; empty in the browser, where it is not needed after hydration. */
export function useNonce(): string {
  return useContext(NonceContext);
}
