import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TwoStepActions, useAuth } from '@/lib/auth/auth-context';

/** Query keys of two-step sign-in, general to specific; keyed by user so another sign-in never reuses an answer. */
export const twoStepKeys = {
  all: ['two-step'] as const,
  status: (userId: string) => [...twoStepKeys.all, 'status', userId] as const,
  qrCode: (uri: string) => [...twoStepKeys.all, 'qr-code', uri] as const,
};

const twoStepQueryOptions = (userId: string, twoStep: TwoStepActions) =>
  queryOptions({ queryKey: twoStepKeys.status(userId), queryFn: () => twoStep.enabled() });

/** Whether the signed-in account has two-step sign-in on (asked of Cognito). */
export function useTwoStepStatus() {
  const { user, twoStep } = useAuth();
  return useQuery({ ...twoStepQueryOptions(user?.userId ?? '', twoStep), enabled: Boolean(user?.userId) });
}
