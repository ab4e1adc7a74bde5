import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTableFits } from '../lib/use-table-fits';
import { AdminTable, Cell, Row } from './admin-table';

/** One field of a record: a table column on wide screens, a labelled line of a card on phones. */
export interface RecordColumn<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** Classes of the table cell. */
  className?: string;
}

interface RecordListProps<T> {
  /** The accessible name of the table or the card list. */
  label: string;
  columns: RecordColumn<T>[];
  records: T[];
  recordKey: (record: T) => string;
  /** A record that sums up the others (a total): the table's footer row, or the last card, set apart. */
  total?: T;
  /**
   * Opens a record when its row or card is clicked: a larger mouse and touch target. A link inside
   * the record stays the keyboard's way to it, so clicks on links and buttons are left to them.
   */
  onOpen?: (record: T) => void;
}

/**
 * An admin list: a table when it fits the width the list has, else one card per record with every
 * field on its own labelled line, so nothing is squeezed or hidden off to the side. Below the mobile
 * breakpoint (768 px, docs/product.md §Business constants and limits) always cards; above it, the space decides (the sidebar takes 16rem of
 * it, and the table needs more for long emails and Stripe ids).
 */
export function RecordList<T>({ label, columns, records, recordKey, total, onOpen }: RecordListProps<T>) {
  const { spaceRef, scrollerRef, showTable } = useTableFits();
  const clickHandler = (record: T) =>
    onOpen
      ? (event: MouseEvent) => {
          if ((event.target as HTMLElement).closest('a, button')) return;
          onOpen(record);
        }
      : undefined;
  const openable = onOpen ? 'cursor-pointer hover:bg-surface-raised' : undefined;
  const fields = (record: T) => columns.map((column) => ({ label: column.header, value: column.cell(record) }));
  const cells = (record: T) =>
    columns.map((column) => (
      <Cell key={column.header} className={column.className}>
        {column.cell(record)}
      </Cell>
    ));

  return (
    <div ref={spaceRef}>
      {showTable ? (
        <AdminTable
          label={label}
          columns={columns.map((column) => column.header)}
          footer={total === undefined ? undefined : <Row>{cells(total)}</Row>}
          scrollerRef={scrollerRef}
        >
          {records.map((record) => (
            <Row key={recordKey(record)} onClick={clickHandler(record)} className={openable}>
              {cells(record)}
            </Row>
          ))}
        </AdminTable>
      ) : (
        <ul aria-label={label} className="flex flex-col gap-3">
          {records.map((record) => (
            <RecordCard key={recordKey(record)} onClick={clickHandler(record)} className={openable}>
              <RecordFields fields={fields(record)} />
            </RecordCard>
          ))}
          {total !== undefined && (
            <RecordCard className="border-2 bg-surface-raised font-semibold">
              <RecordFields fields={fields(total)} />
            </RecordCard>
          )}
        </ul>
      )}
    </div>
  );
}

/** One record as a card: an item of a card list (RecordList without room for its table, the contact submissions). */
export function RecordCard({ className, ...props }: HTMLAttributes<HTMLLIElement>) {
  return <li className={cn('rounded-lg border border-border bg-surface', className)} {...props} />;
}

interface RecordFieldsProps {
  fields: Array<{ label: string; value: ReactNode }>;
  /** From the mobile breakpoint up, the fields sit on one line with their labels read out only. */
  inlineOnDesktop?: boolean;
  className?: string;
}

/** A record's fields as label and value, long values (emails, Stripe ids) wrapping instead of vanishing. */
export function RecordFields({ fields, inlineOnDesktop = false, className }: RecordFieldsProps) {
  return (
    <dl
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 p-4 text-sm',
        inlineOnDesktop && 'md:flex md:flex-wrap md:gap-x-4 md:p-0',
        className,
      )}
    >
      {fields.map(({ label, value }) => (
        <div key={label} className={cn('contents', inlineOnDesktop && 'md:flex md:min-w-0 md:items-center')}>
          <dt className={cn('text-text-muted', inlineOnDesktop && 'md:sr-only')}>{label}</dt>
          <dd className="min-w-0 text-text wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
