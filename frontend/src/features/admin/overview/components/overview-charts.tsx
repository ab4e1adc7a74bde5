import type { OverviewResponse } from '@shared/api/types/admin';
import { formatCents } from '@shared/money';
import { getTier } from '@shared/tiers';
import { type ReactNode, useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SectionTitle } from '../../components/page-header';

// Theme tokens (styles.css): recharts draws SVG, which takes the CSS variables as fill and stroke.
const AXIS = { stroke: 'var(--color-text-muted)', fontSize: 12 } as const;
const GRID = 'var(--color-border)';
const TOOLTIP = {
  contentStyle: { background: 'var(--color-surface)', border: '1px solid var(--color-border)', borderRadius: 8 },
  labelStyle: { color: 'var(--color-text)' },
  cursor: { fill: 'var(--color-surface-raised)' },
} as const;

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));

type Charts = Pick<OverviewResponse, 'revenueByDay' | 'purchasesByTier'>;

/** The overview's charts: revenue per day (last 30 days) and purchases by tier, each with its data as a table. */
export default function OverviewCharts({ revenueByDay, purchasesByTier }: Charts) {
  const revenue = revenueByDay.map((day) => ({ label: dayLabel(day.date), value: day.revenueCents / 100 }));
  const tiers = purchasesByTier.map((entry) => ({ label: getTier(entry.tierId).name, value: entry.count }));
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ChartCard
        title="Revenue per Day"
        caption="Revenue per day, last 30 days (UTC), net of refunds and tax"
        columns={['Day', 'Revenue']}
        rows={revenueByDay.map((day) => [dayLabel(day.date), formatCents(day.revenueCents)])}
      >
        <BarChart data={revenue} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tick={AXIS} width={56} tickFormatter={(value: number) => `$${value}`} />
          <Tooltip {...TOOLTIP} formatter={(value) => [formatCents(Number(value) * 100), 'Revenue']} />
          <Bar dataKey="value" fill="var(--color-primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Purchases by Tier"
        caption="Purchases by tier, all time"
        columns={['Tier', 'Purchases']}
        rows={purchasesByTier.map((entry) => [getTier(entry.tierId).name, String(entry.count)])}
      >
        {/* Horizontal bars: six tier names stay readable at 390 px. */}
        <BarChart data={tiers} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={AXIS} allowDecimals={false} />
          <YAxis type="category" dataKey="label" tick={AXIS} width={96} interval={0} />
          <Tooltip {...TOOLTIP} formatter={(value) => [String(value), 'Purchases']} />
          <Bar dataKey="value" fill="var(--color-accent)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
    </div>
  );
}

interface ChartCardProps {
  title: string;
  caption: string;
  columns: [string, string];
  rows: string[][];
  children: ReactNode;
}

/** A chart with a "Show table" toggle: the same figures as a captioned table, for screen readers and exact reading. */
function ChartCard({ title, caption, columns, rows, children }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <SectionTitle id={titleId}>{title}</SectionTitle>
        <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? 'Show chart' : 'Show table'}
        </Button>
      </CardHeader>
      <CardContent>
        {asTable ? (
          <div className="max-h-72 overflow-y-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr className="text-left text-text-muted">
                  {columns.map((column) => (
                    <th key={column} scope="col" className="py-1 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, value]) => (
                  <tr key={label} className="border-t border-border">
                    <td className="py-1 text-text">{label}</td>
                    <td className="tabular py-1 text-text">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <figure aria-label={`${caption}: chart; use Show table for the figures`} className="h-60 w-full">
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
