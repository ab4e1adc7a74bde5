import { Field } from '@/components/ui/field';

const selectClass =
  'h-10 w-full rounded-lg border border-border bg-background px-3 text-text focus-visible:border-primary';

interface ReportYearPickerProps {
  /** Newest first (lib/report-years.ts). */
  years: string[];
  value: string;
  onChange: (year: string) => void;
}

/** The year the tax report shows: choosing another loads it. */
export function ReportYearPicker({ years, value, onChange }: ReportYearPickerProps) {
  return (
    <div className="w-32">
      <Field label="Year">
        <select className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
