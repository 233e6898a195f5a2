import type {
  BillingInfo, CreateSubscriptionBody, CreateSubscriptionResponse, DemoConfirmBody, Payment, SubscriptionView,
} from '@storyloom/contracts/billing';
import type { PlanId } from '@storyloom/contracts/plans';
import type { BillingInterval } from '@storyloom/contracts/plans';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const billingInfoQuery = queryOptions({
  queryKey: ['billing', 'info'],
  queryFn: () => api.get<BillingInfo>('/api/billing/info'),
  staleTime: Infinity,
});

export const subscriptionQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => api.get<SubscriptionView>('/api/billing/subscription'),
  retry: false,
});

export const paymentsQuery = queryOptions({
  queryKey: ['billing', 'payments'],
  queryFn: () => api.get<Payment[]>('/api/billing/payments'),
  retry: false,
});

export const createSubscription = (body: CreateSubscriptionBody) => api.post<CreateSubscriptionResponse>('/api/create-subscription', body);
export const confirmDemoPayment = (body: DemoConfirmBody) => api.post<SubscriptionView>('/api/billing/demo/confirm', body);
export const activateFreePlan = () => api.post<SubscriptionView>('/api/activate-free-plan');
export const cancelSubscription = () => api.post<SubscriptionView>('/api/billing/cancel');
export const resumeSubscription = () => api.post<SubscriptionView>('/api/billing/resume');
export const changePlan = (body: { plan: Exclude<PlanId, 'free'>; interval: BillingInterval }) => api.post<SubscriptionView>('/api/billing/change-plan', body);
