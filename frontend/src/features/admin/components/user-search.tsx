import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** The email search box; the filtering itself happens on the server. */
export function UserSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full max-w-sm">
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
  );
}
