// Placeholder until its feature lands; the route is wired and lazy-loaded.
export default function ForgotPasswordRoute() {
  return (
    <main id="main" className="p-8">
      <h1 className="text-2xl font-bold">forgot-password</h1>
    </main>
  );
}
