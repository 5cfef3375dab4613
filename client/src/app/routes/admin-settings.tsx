import type { CurrentUser } from '@shared/auth';
import { SiteSettingsPage } from '@/features/site-settings/components/site-settings-page';

/** /admin/settings (Spanish, staff, inside the staff frame): admins save, editors read. */
export default function AdminSettingsRoute({ user }: { user: CurrentUser }) {
  return <SiteSettingsPage isAdmin={user.role === 'admin'} />;
}
