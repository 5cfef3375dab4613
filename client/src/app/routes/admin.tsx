import { RequireStaff } from '@/features/auth/components/require-staff';
import { SubscribersPanel } from '@/features/subscribers/components/subscribers-panel';

/**
 * /admin (Spanish): the staff area. Each feature contributes one section; the header with
 * the title 'Administración', the links and logout belongs to the auth feature.
 */
export default function AdminRoute() {
  return (
    <RequireStaff>
      {(user) => (
        <div lang="es" className="min-h-screen bg-slate-50">
          <main id="main" className="mx-auto max-w-6xl space-y-8 px-4 py-8">
            <h1 className="text-3xl font-bold text-slate-900">Administración</h1>
            <p className="text-slate-600">{user.email}</p>
            {/* sections: subscribers, ebooks, qr, video requests, invitations */}
            <SubscribersPanel isAdmin={user.role === 'admin'} />
          </main>
        </div>
      )}
    </RequireStaff>
  );
}
