import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';

export function NotFoundScreen() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="flex flex-col items-center gap-2 text-text">
        <span className="font-display text-8xl text-primary">404</span>
        <span className="sr-only"> - </span>
        <span className="text-2xl font-semibold">{m.layout_not_found()}</span>
      </h1>
      <Link to={paths.home} className="rounded font-semibold text-accent hover:underline">
        {m.layout_return_home()}
      </Link>
    </div>
  );
}
