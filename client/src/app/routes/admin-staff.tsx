import type { CurrentUser } from '@shared/auth';
import { InvitationsPanel } from '@/features/auth/components/invitations-panel';
import { StaffPanel } from '@/features/staff/components/staff-panel';

/** /admin/staff (administrators): who has access, and the invitations to join. */
export default function AdminStaffRoute({ user }: { user: CurrentUser }) {
  return (
    <>
      <StaffPanel currentUserId={user.id} />
      <InvitationsPanel />
    </>
  );
}
