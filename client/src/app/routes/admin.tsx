import { lazy, Suspense } from 'react';
import { AdminHeader } from '@/features/auth/components/admin-header';
import { InvitationsPanel } from '@/features/auth/components/invitations-panel';
import { RequireStaff } from '@/features/auth/components/require-staff';
import { EbookManager } from '@/features/ebooks/components/ebook-manager';
import { SubscribersPanel } from '@/features/subscribers/components/subscribers-panel';
import { VideoRequestsAdmin } from '@/features/video-requests/components/video-requests-admin';

const QrGenerator = lazy(() => import('@/features/qr/components/qr-generator').then((module) => ({ default: module.QrGenerator })));

/**
 * /admin (Spanish): the staff area. Each feature contributes one section; the header with
 * the title 'Administración', the links and logout belongs to the auth feature.
 */
export default function AdminRoute() {
  return (
    <RequireStaff>
      {(user) => (
        <div lang="es" className="min-h-screen bg-slate-50">
          <AdminHeader user={user} />
          <main id="main" className="mx-auto max-w-6xl space-y-8 px-4 py-8">
            <SubscribersPanel isAdmin={user.role === 'admin'} />
            <EbookManager />
            <Suspense fallback={null}><QrGenerator /></Suspense>
            <InvitationsPanel />
            <VideoRequestsAdmin />
          </main>
        </div>
      )}
    </RequireStaff>
  );
}
