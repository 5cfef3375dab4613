import { Suspense } from 'react';
import { useLocation } from 'wouter';
import type { CurrentUser } from '@shared/auth';
import { RequireStaff } from '@/features/auth/components/require-staff';
import { BackOfficeLayout } from '../back-office/back-office-layout';
import { SectionForbidden, SectionNotFound } from '../back-office/section-notice';
import { sectionAt, type BackOfficeSection } from '../back-office/sections';

function SectionLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-blue border-t-transparent" aria-hidden="true" />
      <span className="sr-only">Cargando sección...</span>
    </div>
  );
}

function SectionContent({ section, user }: { section: BackOfficeSection | undefined; user: CurrentUser }) {
  if (!section?.page) return <SectionNotFound />;
  if (section.access === 'admin' && user.role !== 'admin') return <SectionForbidden />;
  const Page = section.page;
  return (
    <Suspense fallback={<SectionLoading />}>
      <Page user={user} />
    </Suspense>
  );
}

/**
 * /admin, /admin/<section> and /inventory (Spanish, staff only): one frame with the navigation,
 * each section's page a lazy chunk of its own (docs/product.md#back-office).
 */
export default function BackOfficeRoute() {
  const [location] = useLocation();
  const section = sectionAt(location);
  return (
    <RequireStaff>
      {(user) => (
        <BackOfficeLayout user={user} current={section?.path ?? location} title={section?.label}>
          <SectionContent section={section} user={user} />
        </BackOfficeLayout>
      )}
    </RequireStaff>
  );
}
