-- Translators' fees in the dashboard rollups (docs/decisions/034-dashboard-rollups.md): a job's fee counts on the UTC
-- day it was earned (the order completed), so a period's cost and margin are sums over the same stats_daily rows as
-- its revenue. Kept current by a row trigger on job_fees in the transaction that earns, changes or voids a fee; the
-- trigger takes back the old row's contribution and adds the new one's, like the others of migration 0021.
ALTER TABLE "stats_daily" ADD COLUMN "fees_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_daily" ADD COLUMN "fees_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.stats_add_fees(p_day date, p_count integer, p_cents bigint) RETURNS void LANGUAGE sql AS $$
	INSERT INTO public.stats_daily AS s (day, fees_count, fees_cents) VALUES (p_day, p_count, p_cents)
	ON CONFLICT (day) DO UPDATE SET fees_count = s.fees_count + excluded.fees_count, fees_cents = s.fees_cents + excluded.fees_cents
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.stats_job_fees_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.stats_lock_shared();
	IF TG_OP <> 'INSERT' AND OLD.earned_at IS NOT NULL THEN
		PERFORM public.stats_add_fees(public.stats_day(OLD.earned_at), -1, -OLD.fee_cents);
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.earned_at IS NOT NULL THEN
		PERFORM public.stats_add_fees(public.stats_day(NEW.earned_at), 1, NEW.fee_cents);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_fees_stats_insert" AFTER INSERT ON "job_fees" FOR EACH ROW EXECUTE FUNCTION public.stats_job_fees_changed();--> statement-breakpoint
CREATE TRIGGER "job_fees_stats_update" AFTER UPDATE ON "job_fees" FOR EACH ROW
	WHEN (OLD.earned_at IS DISTINCT FROM NEW.earned_at OR OLD.fee_cents IS DISTINCT FROM NEW.fee_cents)
	EXECUTE FUNCTION public.stats_job_fees_changed();--> statement-breakpoint
CREATE TRIGGER "job_fees_stats_delete" AFTER DELETE ON "job_fees" FOR EACH ROW EXECUTE FUNCTION public.stats_job_fees_changed();--> statement-breakpoint
-- stats_rebuild() keeps its name (scripts/rebuild-stats.ts, the bulk-load steps of the decision record): the 0021
-- body rebuilds the order-side measures and leaves the fee columns at 0, then the fees are added back from job_fees.
-- The exclusive lock taken again inside is the same transaction's: it does not wait on itself.
ALTER FUNCTION public.stats_rebuild() RENAME TO stats_rebuild_orders;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(7316027);
	PERFORM public.stats_rebuild_orders();
	INSERT INTO public.stats_daily AS s (day, fees_count, fees_cents)
	SELECT public.stats_day(earned_at), count(*), sum(fee_cents) FROM public.job_fees WHERE earned_at IS NOT NULL GROUP BY 1
	ON CONFLICT (day) DO UPDATE SET fees_count = excluded.fees_count, fees_cents = excluded.fees_cents;
END $$;--> statement-breakpoint
SELECT public.stats_rebuild();
