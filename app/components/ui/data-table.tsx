import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type DataTableColumn = {
  label: string;
  /** Extra classes for the header cell (alignment, width). */
  className?: string;
  /** Announced to screen readers only (an actions column). */
  srOnly?: boolean;
};

/**
 * The back-office's desktop table (phones get a list of cards instead): the header row from
 * `columns`, the rows as children. First and last columns get the wider padding.
 */
export function DataTable({ columns, children, className }: { columns: DataTableColumn[]; children: ReactNode; className?: string }) {
  return (
    <div className={cn("hidden overflow-x-auto md:block", className)}>
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs font-medium text-muted-foreground">
          <tr>
            {columns.map((column, i) => (
              <th key={column.label} scope="col" className={cn(i === 0 || i === columns.length - 1 ? "px-6" : "px-4", "py-2.5 font-medium", column.className)}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}
