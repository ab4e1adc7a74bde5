import { Search } from 'lucide-react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Input } from '@/components/ui/input';

interface UserSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Match anywhere in the email rather than at its start. */
  anywhere: boolean;
  onAnywhereChange: (anywhere: boolean) => void;
}

/** The email search box; the filtering itself happens on the server. */
export function UserSearch({ value, onChange, anywhere, onAnywhereChange }: UserSearchProps) {
  return (
    <div className="flex w-full max-w-sm flex-col gap-3">
      <div className="relative">
        <label htmlFor="admin-user-search" className="sr-only">
          Search users by email
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-text-muted" />
        <Input
          id="admin-user-search"
          type="search"
          placeholder="Search by email..."
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <CheckboxField label="Match anywhere in the email" checked={anywhere} onChange={onAnywhereChange} />
    </div>
  );
}
