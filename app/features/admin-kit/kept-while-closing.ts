import { useState } from "react";

/**
 * The row a dialog was last opened for (`row` null closes it), kept while the dialog's closing
 * animation runs so that its texts and fields do not go blank. `onNewRow` runs (during the render,
 * as a state reset should) when another row opens it, e.g. to clear what was typed for the last one.
 */
export function useKeptWhileClosing<T>(row: T | null, onNewRow?: () => void): T | null {
  const [shown, setShown] = useState(row);
  if (row !== null && row !== shown) {
    setShown(row);
    onNewRow?.();
  }
  return shown;
}
