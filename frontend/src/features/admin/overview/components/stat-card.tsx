import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** One headline number on the overview. */
export function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-text-muted">{label}</h3>
        <Icon aria-hidden="true" className="size-4 text-text-muted" />
      </div>
      <p className="tabular mt-2 text-3xl font-bold text-text">{value}</p>
    </Card>
  );
}
