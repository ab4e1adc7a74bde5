import { type ReactNode, useId } from 'react';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** What ticking it means, read out with the box. */
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/** A native checkbox with its label and hint beside it (keyboard and screen readers get the real control). */
export function CheckboxField({ label, checked, onChange, hint, disabled, name }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="cursor-pointer font-semibold text-text">
          {label}
        </label>
        {hint && (
          <div id={hintId} className="text-sm text-text-muted">
            {hint}
          </div>
        )}
      </div>
    </div>
  );
}
