import type { CreateSubscriptionBody, DemoConfirmBody } from '@storyloom/contracts/billing';
import type { PlanId } from '@storyloom/contracts/plans';
import type { BillingInterval } from '@storyloom/contracts/plans';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const billingInfoQuery = queryOptions({
  queryKey: ['billing', 'info'],
  queryFn: () => api.get('/api/billing/info'),
  staleTime: Infinity,
});

export const subscriptionQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => api.get('/api/billing/subscription'),
  retry: false,
});

export const paymentsQuery = queryOptions({
  queryKey: ['billing', 'payments'],
  queryFn: () => api.get('/api/billing/payments'),
  retry: false,
});

export const createSubscription = (body: CreateSubscriptionBody) => api.post('/api/create-subscription', body);
export const confirmDemoPayment = (body: DemoConfirmBody) => api.post('/api/billing/demo/confirm', body);
export const activateFreePlan = () => api.post('/api/activate-free-plan');
export const cancelSubscription = () => api.post('/api/billing/cancel');
export const resumeSubscription = () => api.post('/api/billing/resume');
export const changePlan = (body: { plan: Exclude<PlanId, 'free'>; interval: BillingInterval }) => api.post('/api/billing/change-plan', body);
