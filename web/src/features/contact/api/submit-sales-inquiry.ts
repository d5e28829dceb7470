import type { SalesInquiryReply } from '@checkin/contracts';
import { SALES_INQUIRY_FAILED } from '@checkin/contracts/rules';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import type { SalesInquiry } from '../model/sales-form';

/** POST /subscriptions/submit_sales_inquiry (no sign-in; 201). Spec §8: "Error submitting sales inquiry". */
export function submitSalesInquiry(inquiry: SalesInquiry): Promise<SalesInquiryReply> {
  return apiCall<SalesInquiryReply>('/subscriptions/submit_sales_inquiry', {
    method: 'POST',
    body: inquiry,
    fallbackMessage: SALES_INQUIRY_FAILED,
  });
}

export function useSubmitSalesInquiry() {
  return useMutation({ mutationFn: submitSalesInquiry });
}
