import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  /** A line under the value saying what it counts. Not a paragraph: the value is the card's only one. */
  detail?: ReactNode;
}

/** One headline number on the overview. */
export function StatCard({ label, value, icon: Icon, detail }: StatCardProps) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-text-muted">{label}</h3>
        <Icon aria-hidden="true" className="size-4 text-text-muted" />
      </div>
      <p className="tabular mt-2 text-3xl font-bold text-text">{value}</p>
      {detail && <div className="tabular mt-1 text-sm text-text-muted">{detail}</div>}
    </Card>
  );
}
