import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';

interface FieldProps {
  label: string;
  /** The input, textarea or select; gets the id and aria wiring. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
  hint?: string;
  error?: string | null;
  /** Shown beside the label, e.g. who can read what is typed. */
  badge?: ReactNode;
}

/** A labelled form control with an optional hint and error, wired for screen readers. */
export function Field({ label, children, hint, error, badge }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <label htmlFor={id} className="text-sm font-semibold text-text">
      {label}
    </label>
  );
  return (
    <div className="flex flex-col gap-1.5">
      {badge ? (
        <div className="flex items-center gap-2">
          {labelElement}
          {badge}
        </div>
      ) : (
        labelElement
      )}
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
