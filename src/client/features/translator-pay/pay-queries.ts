import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  AdminOffersDto,
  EarningsPage,
  OpenMonthList,
  JobFeeDto,
  OrderPayDto,
  PayDefaults,
  StatementPage,
  TranslatorOfferDto,
  TranslatorPayDto,
  TranslatorProfileDto,
} from "@shared/schemas/translator-pay";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";
import { adminOrderKey } from "@/features/admin/admin-queries";
import { orderDeliveryKey } from "@/features/admin/order-detail/use-order-delivery";
import { TRANSLATOR_JOBS_KEY } from "@/features/jobs/job-queries";

// Translator pay's calls (docs/translators.md, "Pay"). Query keys are the URLs (the default query GETs them).

export const PAY_DEFAULTS_KEY = "/api/admin/translator-pay/defaults";
export const translatorPayKey = (translatorId: number) => `/api/admin/translators/${translatorId}/pay`;
export const offerBoardKey = (orderId: number) => `${adminOrderKey(orderId)}/offers`;
export const orderPayKey = (orderId: number) => `${adminOrderKey(orderId)}/pay`;
export const TRANSLATOR_OFFERS_KEY = "/api/translator/offers";
export const PROFILE_KEY = "/api/translator/profile";

const failed = (fallback: string) => (error: Error) =>
  toast({ title: "Error", description: errorMessage(error, fallback), variant: "destructive" });

export const useOfferBoard = (orderId: number) =>
  useQuery<AdminOffersDto, Error>({ queryKey: [offerBoardKey(orderId)], staleTime: 0 });
export const useOrderPay = (orderId: number) =>
  useQuery<OrderPayDto, Error>({ queryKey: [orderPayKey(orderId)], staleTime: 0 });
export const usePayDefaults = () => useQuery<PayDefaults, Error>({ queryKey: [PAY_DEFAULTS_KEY] });
export const useTranslatorPay = (translatorId: number, enabled: boolean) =>
  useQuery<TranslatorPayDto, Error>({ queryKey: [translatorPayKey(translatorId)], enabled, staleTime: 0 });
export const useTranslatorOffers = () =>
  useQuery<TranslatorOfferDto[], Error>({ queryKey: [TRANSLATOR_OFFERS_KEY], staleTime: 0 });
export const useTranslatorOffer = (offerId: string) =>
  useQuery<TranslatorOfferDto, Error>({
    queryKey: [`${TRANSLATOR_OFFERS_KEY}/${offerId}`],
    enabled: /^\d+$/.test(offerId),
    staleTime: 0,
  });
export const useTranslatorProfile = () =>
  useQuery<TranslatorProfileDto, Error>({ queryKey: [PROFILE_KEY], staleTime: 0 });
export const useJobFee = (jobId: number) =>
  useQuery<JobFeeDto | null, Error>({ queryKey: [`${TRANSLATOR_JOBS_KEY}/${jobId}/fee`], staleTime: 0 });
export const useEarnings = (url: string) => useQuery<EarningsPage, Error>({ queryKey: [url], staleTime: 0 });
export const useStatements = (url: string) => useQuery<StatementPage, Error>({ queryKey: [url], staleTime: 0 });
/** What is owed and on no statement yet: the month in progress and ended months whose statement is not made yet. */
export const OPEN_MONTHS = "/api/admin/payouts/open";
export const useOpenMonths = () => useQuery<OpenMonthList, Error>({ queryKey: [OPEN_MONTHS], staleTime: 0 });

/** After an assignment or offer: the order's panels all read again. */
function refreshOrder(orderId: number) {
  for (const key of [offerBoardKey(orderId), orderDeliveryKey(orderId), orderPayKey(orderId), adminOrderKey(orderId)]) {
    void queryClient.invalidateQueries({ queryKey: [key], exact: true });
  }
}

/** POST /api/admin/orders/:id/offers */
export function useSendOffer(orderId: number) {
  return useMutation<AdminOffersDto, Error, { translatorId: number; name: string }>({
    mutationFn: async ({ translatorId }) =>
      (await apiRequest("POST", `/api/admin/orders/${orderId}/offers`, { translatorId })).json(),
    onSuccess: (board, { name }) => {
      queryClient.setQueryData([offerBoardKey(orderId)], board);
      refreshOrder(orderId);
      toast({ title: "Offer sent", description: `${name} was offered order #${orderId}.` });
    },
    onError: failed("Failed to send the offer."),
  });
}

/** POST /api/admin/orders/:id/assignment: the admin assigns directly, accepting on the translator's behalf. */
export function useAssignDirectly(orderId: number) {
  return useMutation<unknown, Error, { translatorId: number; name: string }>({
    mutationFn: async ({ translatorId }) =>
      (await apiRequest("POST", `/api/admin/orders/${orderId}/assignment`, { translatorId })).json(),
    onSuccess: (_answer, { name }) => {
      refreshOrder(orderId);
      toast({ title: "Translator assigned", description: `Order #${orderId} was assigned to ${name}.` });
    },
    onError: failed("Failed to assign the translator."),
  });
}

/** PUT /api/admin/jobs/:jobId/fee */
export function useChangeFee(orderId: number) {
  return useMutation<OrderPayDto, Error, { jobId: number; feeCents: number; reason: string }>({
    mutationFn: async ({ jobId, ...body }) => (await apiRequest("PUT", `/api/admin/jobs/${jobId}/fee`, body)).json(),
    onSuccess: (pay) => {
      queryClient.setQueryData([orderPayKey(orderId)], pay);
      void queryClient.invalidateQueries({ queryKey: [adminOrderKey(orderId)], exact: true });
      toast({ title: "Fee changed", description: "The reason is kept in the order's history." });
    },
    onError: failed("Failed to change the fee."),
  });
}

/** POST /api/translator/offers/:id/accept | decline */
export function useAnswerOffer(offerId: number) {
  const refresh = () => {
    for (const key of [TRANSLATOR_OFFERS_KEY, `${TRANSLATOR_OFFERS_KEY}/${offerId}`, TRANSLATOR_JOBS_KEY])
      void queryClient.invalidateQueries({ queryKey: [key], exact: true });
  };
  const accept = useMutation<{ jobId: number }, Error, void>({
    mutationFn: async () => (await apiRequest("POST", `${TRANSLATOR_OFFERS_KEY}/${offerId}/accept`, {})).json(),
    onSuccess: () => {
      refresh();
      toast({ title: "Offer accepted", description: "The job is yours: its documents are ready to download." });
    },
    onError: (error) => {
      refresh();
      failed("Failed to accept the offer.")(error);
    },
  });
  const decline = useMutation<TranslatorOfferDto, Error, { reason: string }>({
    mutationFn: async (body) => (await apiRequest("POST", `${TRANSLATOR_OFFERS_KEY}/${offerId}/decline`, body)).json(),
    onSuccess: () => {
      refresh();
      toast({ title: "Offer declined", description: "Thank you for letting us know." });
    },
    onError: (error) => {
      refresh();
      failed("Failed to decline the offer.")(error);
    },
  });
  return { accept, decline };
}
