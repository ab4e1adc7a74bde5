import type { HTMLAttributes, ReactNode, Ref, TdHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface AdminTableProps {
  label: string;
  columns: string[];
  children: ReactNode;
  /** Rows after the body, such as a total: the table's footer. */
  footer?: ReactNode;
  /** The scroll box around the table, for measuring whether the table fits (RecordList). */
  scrollerRef?: Ref<HTMLDivElement>;
}

/**
 * A data table that scrolls sideways rather than squeezing its columns when it has too little room
 * (RecordList shows cards instead before that happens).
 */
export function AdminTable({ label, columns, children, footer, scrollerRef }: AdminTableProps) {
  return (
    <div ref={scrollerRef} className="overflow-x-auto">
      <table aria-label={label} className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-border text-text-muted">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer && <tfoot className="border-t-2 border-border font-semibold">{footer}</tfoot>}
      </table>
    </div>
  );
}

export function Row({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('border-b border-border last:border-b-0', className)} {...props} />;
}

export function Cell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-3 py-3 align-middle text-text', className)} {...props} />;
}
