import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RATING_COMMENT_MAX, type OrderRatingDto, submitRatingSchema } from "@shared/schemas/ratings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiMessage, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useTranslateMessage } from "@/lib/translate-message";
import { cn } from "@/lib/utils";

const ratingKey = (orderId: number) => `/api/orders/${orderId}/rating`;

/**
 * "How did we do?" on a completed order (docs/ratings.md): 1–5 stars, a comment and the permission to publish it,
 * once. After that, the rating given. The rating e-mail links here (#rating).
 */
export function OrderRatingCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation("orders");
  const { data } = useQuery<OrderRatingDto>({ queryKey: [ratingKey(orderId)] });
  if (!data || (!data.canRate && !data.rating)) return null;
  return (
    <Card id="rating" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>
          <h2>{t("rating.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{data.rating ? <GivenRating rating={data.rating} /> : <RatingForm orderId={orderId} />}</CardContent>
    </Card>
  );
}

function Stars({ value }: { value: number }) {
  const { t } = useTranslation("orders");
  return (
    <span className="flex gap-0.5 text-amber-500" role="img" aria-label={t("rating.stars", { count: value })}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className={cn("size-5", index < value && "fill-current")} />
      ))}
    </span>
  );
}

function GivenRating({ rating }: { rating: NonNullable<OrderRatingDto["rating"]> }) {
  const { t } = useTranslation("orders");
  return (
    <div className="space-y-2 text-sm" data-testid="rating-given">
      <Stars value={rating.rating} />
      {rating.comment && <p className="whitespace-pre-wrap break-words">“{rating.comment}”</p>}
      <p className="text-muted-foreground">
        {rating.publishConsent ? t("rating.thanksPublish") : t("rating.thanksPrivate")}
      </p>
    </div>
  );
}

function RatingForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation("orders");
  const tm = useTranslateMessage();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const [publishConsent, setPublishConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useMutation<OrderRatingDto, Error>({
    mutationFn: async () =>
      (await apiRequest("POST", ratingKey(orderId), { rating: stars, comment, publishConsent })).json(),
    onSuccess: (answer) => queryClient.setQueryData([ratingKey(orderId)], answer),
    onError: (error) => setProblem(tm(apiMessage(error, t("rating.failed")))),
  });
  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = submitRatingSchema.safeParse({ rating: stars, comment, publishConsent });
    if (!parsed.success) {
      setProblem(tm(parsed.error.issues[0]!.message));
      return;
    }
    setProblem(null);
    submit.mutate();
  }
  return (
    <form onSubmit={send} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">{t("rating.intro")}</p>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("rating.starsLegend")}</legend>
        <div className="flex gap-1" role="radiogroup" aria-label={t("rating.starsLegend")}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={`rating-${orderId}`}
                value={value}
                checked={stars === value}
                onChange={() => setStars(value)}
                className="peer sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  "size-8 text-amber-500 peer-focus-visible:rounded peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
                  value <= stars && "fill-current",
                )}
              />
              <span className="sr-only">{t("rating.stars", { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Label htmlFor={`rating-comment-${orderId}`}>{t("rating.comment")}</Label>
        <Textarea
          id={`rating-comment-${orderId}`}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={RATING_COMMENT_MAX}
          rows={3}
          className="mt-1"
        />
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`rating-publish-${orderId}`}
          checked={publishConsent}
          onCheckedChange={(checked) => setPublishConsent(checked === true)}
          className="mt-0.5"
        />
        <Label htmlFor={`rating-publish-${orderId}`} className="text-sm font-normal leading-snug">
          {t("rating.publish")}
        </Label>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={submit.isPending}>
        {t("rating.send")}
      </Button>
    </form>
  );
}
