// Placeholder until its feature lands; the route is wired and lazy-loaded.
export default function AgexportRoute() {
  return (
    <main id="main" className="p-8">
      <h1 className="text-2xl font-bold">agexport</h1>
    </main>
  );
}
