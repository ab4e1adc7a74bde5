import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

// The route table of the SPA (SPEC §2) lives in routes.tsx. Screens are lazy-loaded per route.
export const router = createBrowserRouter(routes);
