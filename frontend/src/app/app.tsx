import { DEV_PROGRESS_PERCENT } from '@shared/dev-status';

export function App() {
  return (
    <main>
      <h1>Join the D1 Gang</h1>
      <p>Development progress: {DEV_PROGRESS_PERCENT}%</p>
    </main>
  );
}
