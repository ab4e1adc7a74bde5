// Placeholder until the admin panel lands. The router lazy-loads this module as its own chunk.
export function Component() {
  return <p>Admin Panel</p>;
}
