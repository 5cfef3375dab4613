import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/campaigns/:id/test `{email}` → 202 once the mail server took it (502 with its words when it refused). */
export const sendTestCampaign = ({ id, email }: { id: number; email: string }) => apiRequest('POST', `/api/admin/campaigns/${id}/test`, { email });

export const useSendTestCampaign = () => useMutation({ mutationFn: sendTestCampaign });
