-- Dashboard rollups (docs/decisions/034-dashboard-rollups.md). Row triggers keep four small tables current in the
-- transaction that writes an order, payment, refund, status history row, translator job or customer; each trigger
-- takes back the old row's contribution and adds the new row's, so a repeated or retried event (which writes
-- nothing new) changes nothing, and a rolled-back transaction takes its rollup changes with it. stats_rebuild()
-- recomputes every table from scratch from the same definitions; the end of this migration runs it (backfill).
-- Days are UTC calendar days.
CREATE OR REPLACE FUNCTION public.stats_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;--> statement-breakpoint
-- When a charge was taken: the paidAt the payment event recorded (an ISO instant with its zone, so the value does not
-- depend on the session's TimeZone), else when the row was created.
CREATE OR REPLACE FUNCTION public.payment_paid_at(metadata jsonb, created_at timestamptz) RETURNS timestamptz LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF (metadata ->> 'paidAt') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$' THEN
    RETURN (metadata ->> 'paidAt')::timestamptz;
  END IF;
  RETURN created_at;
EXCEPTION WHEN others THEN
  RETURN created_at;
END $$;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone GENERATED ALWAYS AS (public.payment_paid_at("metadata", "created_at")) STORED;--> statement-breakpoint
CREATE INDEX "payments_paid_at_id_idx" ON "payments" USING btree ("paid_at", "id") WHERE "status" IN ('paid', 'refunded');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_created_at_id_idx" ON "refunds" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "order_status_history_completed_idx" ON "order_status_history" USING btree ("order_id", "id") WHERE "to_status" IN ('processing', 'completed');--> statement-breakpoint
CREATE INDEX "translator_jobs_open_idx" ON "translator_jobs" USING btree ("translator_id") WHERE "ended_at" IS NULL AND "status" IN ('Assigned', 'In Progress');--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"orders_placed" integer DEFAULT 0 NOT NULL,
	"rush_orders_placed" integer DEFAULT 0 NOT NULL,
	"orders_paid" integer DEFAULT 0 NOT NULL,
	"charges_count" integer DEFAULT 0 NOT NULL,
	"charges_cents" bigint DEFAULT 0 NOT NULL,
	"refunds_count" integer DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"orders_completed" integer DEFAULT 0 NOT NULL,
	"customers_joined" integer DEFAULT 0 NOT NULL,
	"customers_returning" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "stats_daily_status" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_status_pk" PRIMARY KEY("day","status")
);--> statement-breakpoint
CREATE TABLE "stats_turnaround" (
	"day" date NOT NULL,
	"hours" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_turnaround_pk" PRIMARY KEY("day","hours")
);--> statement-breakpoint
-- The same per calendar month: the month charts read 24 × a few hundred rows instead of 730 days' worth.
CREATE TABLE "stats_turnaround_monthly" (
	"month" date NOT NULL,
	"hours" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_turnaround_monthly_pk" PRIMARY KEY("month","hours")
);--> statement-breakpoint
CREATE TABLE "stats_translator_jobs" (
	"translator_id" integer PRIMARY KEY NOT NULL,
	"open_jobs" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Every trigger holds this lock shared; stats_rebuild() holds it exclusively, so a rebuild never interleaves with an event.
CREATE OR REPLACE FUNCTION public.stats_lock_shared() RETURNS void LANGUAGE sql AS $$ SELECT pg_advisory_xact_lock_shared(7316027) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.stats_add_daily(
	p_day date,
	p_orders_placed integer DEFAULT 0,
	p_rush_orders_placed integer DEFAULT 0,
	p_orders_paid integer DEFAULT 0,
	p_charges_count integer DEFAULT 0,
	p_charges_cents bigint DEFAULT 0,
	p_refunds_count integer DEFAULT 0,
	p_refunds_cents bigint DEFAULT 0,
	p_orders_completed integer DEFAULT 0,
	p_customers_joined integer DEFAULT 0,
	p_customers_returning integer DEFAULT 0
) RETURNS void LANGUAGE sql AS $$
	INSERT INTO public.stats_daily AS s (day, orders_placed, rush_orders_placed, orders_paid, charges_count, charges_cents, refunds_count, refunds_cents, orders_completed, customers_joined, customers_returning)
	VALUES (p_day, p_orders_placed, p_rush_orders_placed, p_orders_paid, p_charges_count, p_charges_cents, p_refunds_count, p_refunds_cents, p_orders_completed, p_customers_joined, p_customers_returning)
	ON CONFLICT (day) DO UPDATE SET
		orders_placed = s.orders_placed + excluded.orders_placed,
		rush_orders_placed = s.rush_orders_placed + excluded.rush_orders_placed,
		orders_paid = s.orders_paid + excluded.orders_paid,
		charges_count = s.charges_count + excluded.charges_count,
		charges_cents = s.charges_cents + excluded.charges_cents,
		refunds_count = s.refunds_count + excluded.refunds_count,
		refunds_cents = s.refunds_cents + excluded.refunds_cents,
		orders_completed = s.orders_completed + excluded.orders_completed,
		customers_joined = s.customers_joined + excluded.customers_joined,
		customers_returning = s.customers_returning + excluded.customers_returning
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.stats_add_status(p_day date, p_status order_status, p_orders integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO public.stats_daily_status AS s (day, status, orders) VALUES (p_day, p_status, p_orders)
	ON CONFLICT (day, status) DO UPDATE SET orders = s.orders + excluded.orders
$$;--> statement-breakpoint
-- Orders: placed (and rush) on the day they were created, each in its current status; a customer's second order makes them returning.
CREATE OR REPLACE FUNCTION public.stats_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	placed integer;
	moved boolean := TG_OP <> 'UPDATE' OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.is_rush IS DISTINCT FROM NEW.is_rush;
BEGIN
	PERFORM public.stats_lock_shared();
	IF TG_OP <> 'INSERT' THEN
		IF moved THEN PERFORM public.stats_add_daily(public.stats_day(OLD.created_at), p_orders_placed => -1, p_rush_orders_placed => -(OLD.is_rush::integer)); END IF;
		PERFORM public.stats_add_status(public.stats_day(OLD.created_at), OLD.status, -1);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		IF moved THEN PERFORM public.stats_add_daily(public.stats_day(NEW.created_at), p_orders_placed => 1, p_rush_orders_placed => NEW.is_rush::integer); END IF;
		PERFORM public.stats_add_status(public.stats_day(NEW.created_at), NEW.status, 1);
	END IF;
	IF TG_OP = 'INSERT' THEN
		-- Two orders of one customer placed at once: the customer's row serialises them, so exactly one sees "2".
		PERFORM 1 FROM public.users WHERE id = NEW.user_id FOR NO KEY UPDATE;
		SELECT count(*) INTO placed FROM (SELECT 1 FROM public.orders WHERE user_id = NEW.user_id LIMIT 3) AS firsts;
		IF placed = 2 THEN PERFORM public.stats_add_daily(public.stats_day(NEW.created_at), p_customers_returning => 1); END IF;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_stats_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION public.stats_orders_changed();--> statement-breakpoint
CREATE TRIGGER "orders_stats_update" AFTER UPDATE ON "orders" FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_rush IS DISTINCT FROM NEW.is_rush OR OLD.created_at IS DISTINCT FROM NEW.created_at)
	EXECUTE FUNCTION public.stats_orders_changed();--> statement-breakpoint
CREATE TRIGGER "orders_stats_delete" AFTER DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION public.stats_orders_changed();--> statement-breakpoint
-- The day an order was first paid: its earliest charge (paid or refunded since), leaving out payment `except_id`,
-- plus `extra` (a charge being taken back or added), or null.
CREATE OR REPLACE FUNCTION public.stats_first_charge(p_order_id integer, p_except_id integer, p_extra timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
	SELECT least(p_extra, (SELECT min(paid_at) FROM public.payments WHERE order_id = p_order_id AND id <> p_except_id AND status IN ('paid', 'refunded')))
$$;--> statement-breakpoint
-- Payments: a charge (paid, or refunded since) counts on the day it was taken; an order counts as paid on the day of its first charge.
CREATE OR REPLACE FUNCTION public.stats_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was boolean := TG_OP <> 'INSERT' AND OLD.status IN ('paid', 'refunded');
	is_now boolean := TG_OP <> 'DELETE' AND NEW.status IN ('paid', 'refunded');
	before_first timestamptz;
	after_first timestamptz;
	order_ids integer[];
	one_order integer;
	row_id integer;
BEGIN
	PERFORM public.stats_lock_shared();
	IF was THEN PERFORM public.stats_add_daily(public.stats_day(OLD.paid_at), p_charges_count => -1, p_charges_cents => -OLD.amount_cents::bigint); END IF;
	IF is_now THEN PERFORM public.stats_add_daily(public.stats_day(NEW.paid_at), p_charges_count => 1, p_charges_cents => NEW.amount_cents::bigint); END IF;
	-- The first-charge day of each order the row belongs (or belonged) to, before and after this change.
	IF TG_OP = 'INSERT' THEN order_ids := ARRAY[NEW.order_id]; row_id := NEW.id;
	ELSIF TG_OP = 'DELETE' THEN order_ids := ARRAY[OLD.order_id]; row_id := OLD.id;
	ELSE order_ids := ARRAY[OLD.order_id, NEW.order_id]; row_id := NEW.id;
	END IF;
	FOREACH one_order IN ARRAY (SELECT array_agg(DISTINCT o) FROM unnest(order_ids) AS o) LOOP
		before_first := public.stats_first_charge(one_order, row_id, CASE WHEN was AND OLD.order_id = one_order THEN OLD.paid_at END);
		after_first := public.stats_first_charge(one_order, row_id, CASE WHEN is_now AND NEW.order_id = one_order THEN NEW.paid_at END);
		IF public.stats_day(before_first) IS DISTINCT FROM public.stats_day(after_first) THEN
			IF before_first IS NOT NULL THEN PERFORM public.stats_add_daily(public.stats_day(before_first), p_orders_paid => -1); END IF;
			IF after_first IS NOT NULL THEN PERFORM public.stats_add_daily(public.stats_day(after_first), p_orders_paid => 1); END IF;
		END IF;
	END LOOP;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_stats_insert" AFTER INSERT ON "payments" FOR EACH ROW EXECUTE FUNCTION public.stats_payments_changed();--> statement-breakpoint
CREATE TRIGGER "payments_stats_update" AFTER UPDATE ON "payments" FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents OR OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.order_id IS DISTINCT FROM NEW.order_id)
	EXECUTE FUNCTION public.stats_payments_changed();--> statement-breakpoint
CREATE TRIGGER "payments_stats_delete" AFTER DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION public.stats_payments_changed();--> statement-breakpoint
-- Refunds: money given back (succeeded or on its way; not failed ones) on the day the refund was made.
CREATE OR REPLACE FUNCTION public.stats_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.stats_lock_shared();
	IF TG_OP <> 'INSERT' AND OLD.status <> 'failed' THEN
		PERFORM public.stats_add_daily(public.stats_day(OLD.created_at), p_refunds_count => -1, p_refunds_cents => -OLD.amount_cents::bigint);
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.status <> 'failed' THEN
		PERFORM public.stats_add_daily(public.stats_day(NEW.created_at), p_refunds_count => 1, p_refunds_cents => NEW.amount_cents::bigint);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "refunds_stats_insert" AFTER INSERT ON "refunds" FOR EACH ROW EXECUTE FUNCTION public.stats_refunds_changed();--> statement-breakpoint
CREATE TRIGGER "refunds_stats_update" AFTER UPDATE ON "refunds" FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents OR OLD.created_at IS DISTINCT FROM NEW.created_at)
	EXECUTE FUNCTION public.stats_refunds_changed();--> statement-breakpoint
CREATE TRIGGER "refunds_stats_delete" AFTER DELETE ON "refunds" FOR EACH ROW EXECUTE FUNCTION public.stats_refunds_changed();--> statement-breakpoint
-- Completions: an order's first move to completed counts on its day, with the whole hours since its first move to processing (payment received).
CREATE OR REPLACE FUNCTION public.stats_completion_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	paid timestamptz;
	took integer;
BEGIN
	PERFORM public.stats_lock_shared();
	IF EXISTS (SELECT 1 FROM public.order_status_history WHERE order_id = NEW.order_id AND to_status = 'completed' AND id < NEW.id) THEN RETURN NULL; END IF;
	PERFORM public.stats_add_daily(public.stats_day(NEW.created_at), p_orders_completed => 1);
	SELECT min(created_at) INTO paid FROM public.order_status_history WHERE order_id = NEW.order_id AND to_status = 'processing' AND id < NEW.id;
	IF paid IS NOT NULL THEN
		took := greatest(0, floor(extract(epoch FROM NEW.created_at - paid) / 3600))::integer;
		INSERT INTO public.stats_turnaround AS s (day, hours, orders) VALUES (public.stats_day(NEW.created_at), took, 1)
		ON CONFLICT (day, hours) DO UPDATE SET orders = s.orders + 1;
		INSERT INTO public.stats_turnaround_monthly AS s (month, hours, orders) VALUES (date_trunc('month', public.stats_day(NEW.created_at))::date, took, 1)
		ON CONFLICT (month, hours) DO UPDATE SET orders = s.orders + 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_status_history_stats_insert" AFTER INSERT ON "order_status_history" FOR EACH ROW WHEN (NEW.to_status = 'completed')
	EXECUTE FUNCTION public.stats_completion_recorded();--> statement-breakpoint
-- Translator jobs: open while assigned or in progress and not ended by a reassignment.
CREATE OR REPLACE FUNCTION public.stats_translator_jobs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.stats_lock_shared();
	IF TG_OP <> 'INSERT' AND OLD.ended_at IS NULL AND OLD.status IN ('Assigned', 'In Progress') THEN
		INSERT INTO public.stats_translator_jobs AS s (translator_id, open_jobs) VALUES (OLD.translator_id, -1)
		ON CONFLICT (translator_id) DO UPDATE SET open_jobs = s.open_jobs - 1;
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.ended_at IS NULL AND NEW.status IN ('Assigned', 'In Progress') THEN
		INSERT INTO public.stats_translator_jobs AS s (translator_id, open_jobs) VALUES (NEW.translator_id, 1)
		ON CONFLICT (translator_id) DO UPDATE SET open_jobs = s.open_jobs + 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "translator_jobs_stats_insert" AFTER INSERT ON "translator_jobs" FOR EACH ROW EXECUTE FUNCTION public.stats_translator_jobs_changed();--> statement-breakpoint
CREATE TRIGGER "translator_jobs_stats_update" AFTER UPDATE ON "translator_jobs" FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.ended_at IS DISTINCT FROM NEW.ended_at OR OLD.translator_id IS DISTINCT FROM NEW.translator_id)
	EXECUTE FUNCTION public.stats_translator_jobs_changed();--> statement-breakpoint
CREATE TRIGGER "translator_jobs_stats_delete" AFTER DELETE ON "translator_jobs" FOR EACH ROW EXECUTE FUNCTION public.stats_translator_jobs_changed();--> statement-breakpoint
-- Customers (role "user") joined on the day their account was created; expired sign-ups that are deleted leave again.
CREATE OR REPLACE FUNCTION public.stats_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM public.stats_lock_shared();
	IF TG_OP <> 'INSERT' AND OLD.role = 'user' THEN PERFORM public.stats_add_daily(public.stats_day(OLD.created_at), p_customers_joined => -1); END IF;
	IF TG_OP <> 'DELETE' AND NEW.role = 'user' THEN PERFORM public.stats_add_daily(public.stats_day(NEW.created_at), p_customers_joined => 1); END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_stats_insert" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION public.stats_users_changed();--> statement-breakpoint
CREATE TRIGGER "users_stats_update" AFTER UPDATE ON "users" FOR EACH ROW
	WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.created_at IS DISTINCT FROM NEW.created_at)
	EXECUTE FUNCTION public.stats_users_changed();--> statement-breakpoint
CREATE TRIGGER "users_stats_delete" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION public.stats_users_changed();--> statement-breakpoint
-- Recomputes every rollup from the source tables with the triggers' definitions (npx tsx scripts/rebuild-stats.ts).
CREATE OR REPLACE FUNCTION public.stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(7316027);
	DELETE FROM public.stats_daily;
	DELETE FROM public.stats_daily_status;
	DELETE FROM public.stats_turnaround;
	DELETE FROM public.stats_turnaround_monthly;
	DELETE FROM public.stats_translator_jobs;
	INSERT INTO public.stats_daily (day, orders_placed, rush_orders_placed, orders_paid, charges_count, charges_cents, refunds_count, refunds_cents, orders_completed, customers_joined, customers_returning)
	SELECT day, sum(placed), sum(rush), sum(paid), sum(charges), sum(charged), sum(refunds), sum(refunded), sum(completed), sum(joined), sum(returners)
	FROM (
		SELECT public.stats_day(created_at) AS day, count(*) AS placed, count(*) FILTER (WHERE is_rush) AS rush, 0 AS paid, 0 AS charges, 0 AS charged, 0 AS refunds, 0 AS refunded, 0 AS completed, 0 AS joined, 0 AS returners
		FROM public.orders GROUP BY 1
		UNION ALL
		SELECT public.stats_day(first_paid), 0, 0, count(*), 0, 0, 0, 0, 0, 0, 0
		FROM (SELECT min(paid_at) AS first_paid FROM public.payments WHERE status IN ('paid', 'refunded') GROUP BY order_id) AS firsts GROUP BY 1
		UNION ALL
		SELECT public.stats_day(paid_at), 0, 0, 0, count(*), sum(amount_cents), 0, 0, 0, 0, 0
		FROM public.payments WHERE status IN ('paid', 'refunded') GROUP BY 1
		UNION ALL
		SELECT public.stats_day(created_at), 0, 0, 0, 0, 0, count(*), sum(amount_cents), 0, 0, 0
		FROM public.refunds WHERE status <> 'failed' GROUP BY 1
		UNION ALL
		SELECT public.stats_day(created_at), 0, 0, 0, 0, 0, 0, 0, count(*), 0, 0
		FROM (SELECT DISTINCT ON (order_id) created_at FROM public.order_status_history WHERE to_status = 'completed' ORDER BY order_id, id) AS completions GROUP BY 1
		UNION ALL
		SELECT public.stats_day(created_at), 0, 0, 0, 0, 0, 0, 0, 0, count(*), 0
		FROM public.users WHERE role = 'user' GROUP BY 1
		UNION ALL
		SELECT public.stats_day(created_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*)
		FROM (SELECT created_at, row_number() OVER (PARTITION BY user_id ORDER BY id) AS nth FROM public.orders) AS numbered WHERE nth = 2 GROUP BY 1
	) AS contributions
	GROUP BY day;
	INSERT INTO public.stats_daily_status (day, status, orders)
	SELECT public.stats_day(created_at), status, count(*) FROM public.orders GROUP BY 1, 2;
	INSERT INTO public.stats_turnaround (day, hours, orders)
	SELECT public.stats_day(c.created_at), greatest(0, floor(extract(epoch FROM c.created_at - p.paid) / 3600))::integer, count(*)
	FROM (SELECT DISTINCT ON (order_id) order_id, id, created_at FROM public.order_status_history WHERE to_status = 'completed' ORDER BY order_id, id) AS c
	CROSS JOIN LATERAL (SELECT min(h.created_at) AS paid FROM public.order_status_history AS h WHERE h.order_id = c.order_id AND h.to_status = 'processing' AND h.id < c.id) AS p
	WHERE p.paid IS NOT NULL
	GROUP BY 1, 2;
	INSERT INTO public.stats_turnaround_monthly (month, hours, orders)
	SELECT date_trunc('month', day)::date, hours, sum(orders) FROM public.stats_turnaround GROUP BY 1, 2;
	INSERT INTO public.stats_translator_jobs (translator_id, open_jobs)
	SELECT translator_id, count(*) FROM public.translator_jobs WHERE ended_at IS NULL AND status IN ('Assigned', 'In Progress') GROUP BY 1;
END $$;--> statement-breakpoint
SELECT public.stats_rebuild();
