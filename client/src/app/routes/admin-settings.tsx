import { RequireStaff } from '@/features/auth/components/require-staff';
import { SiteSettingsPage } from '@/features/site-settings/components/site-settings-page';

/** /admin/settings (Spanish, staff; admins save, other staff read). */
export default function AdminSettingsRoute() {
  return <RequireStaff>{(user) => <SiteSettingsPage isAdmin={user.role === 'admin'} />}</RequireStaff>;
}
