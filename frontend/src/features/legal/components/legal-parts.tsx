import type { ReactNode } from 'react';

/** A name the reader may type or look for as it is (a cookie, a host), the same in every language. */
export function Code({ children }: { children: string }) {
  return <code>{children}</code>;
}

/** A list item that opens with its subject in bold: "Receipts: after a purchase…". */
export function LabelledItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <strong>{label}</strong> {children}
    </li>
  );
}
