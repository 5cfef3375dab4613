import { VideoRequestsAdmin } from '@/features/video-requests/components/video-requests-admin';

/** /admin/video-requests. */
export default function AdminVideoRequestsRoute() {
  return <VideoRequestsAdmin />;
}
