import { createBrowserRouter } from 'react-router-dom';

// The route table of the SPA (SPEC §2). Screens are lazy-loaded per route.
export const router = createBrowserRouter([]);
