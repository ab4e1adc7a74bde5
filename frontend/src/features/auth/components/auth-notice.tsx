import { useHydrated } from '@/lib/use-hydrated';

/**
 * The auth screen's live region: that a throttled call is being tried again, or that the account is
 * confirmed. It comes with the app (the prerendered form has nothing to announce) and then stays in the
 * page, empty and taking no room, so screen readers announce what comes into it.
 */
export function AuthNotice({ text }: { text: string | null }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div role="status" aria-live="polite">
      {text && <p className="mt-3 text-sm font-semibold text-accent">{text}</p>}
    </div>
  );
}
