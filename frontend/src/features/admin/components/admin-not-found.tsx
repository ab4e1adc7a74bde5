import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** An /admin path that matches no admin screen (docs/product.md §Route table gives the not-found text; the path is logged). */
export function AdminNotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="py-16 text-center">
      <h2 className="font-display text-3xl text-text">404 - Oops! Page not found</h2>
      <p className="mt-4 flex justify-center gap-6">
        <Link to={paths.admin.overview} className="text-accent hover:underline">
          Back to Overview
        </Link>
        <Link to={paths.home} className="text-accent hover:underline">
          Return to Home
        </Link>
      </p>
    </div>
  );
}
