// Placeholder until its feature lands; the route is wired and lazy-loaded.
export default function LoginRoute() {
  return (
    <main id="main" className="p-8">
      <h1 className="text-2xl font-bold">login</h1>
    </main>
  );
}
