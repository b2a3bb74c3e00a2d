// The SQL that fills a migrated, empty database for `npm run bench:scale` (bench/scale.mjs): customers with Turkish
// and English names, orders over three years with their items, documents, status history, payments, refunds and
// translator jobs, all with generate_series in the database (nothing is built row by row in JavaScript).
// Triggers are off while seeding (session_replication_role = replica also skips foreign-key checks: the ids are
// consistent by construction); the dashboard rollups are then rebuilt with stats_rebuild() when it exists.

const FIRST_NAMES = [
  "Ayşe",
  "Mehmet",
  "Zeynep",
  "Emre",
  "Elif",
  "Can",
  "Özge",
  "Burak",
  "İrem",
  "Şule",
  "Çağrı",
  "Gökhan",
  "John",
  "Mary",
  "David",
  "Sarah",
  "Ümit",
  "Deniz",
  "Ali",
  "Fatma",
];
const LAST_NAMES = [
  "Yılmaz",
  "Kaya",
  "Demir",
  "Şahin",
  "Çelik",
  "Yıldız",
  "Öztürk",
  "Aydın",
  "Özdemir",
  "Arslan",
  "Doğan",
  "Kılıç",
  "Aslan",
  "Çetin",
  "Kara",
  "Koç",
  "Kurt",
  "Özkan",
  "Şimşek",
  "Smith",
  "Johnson",
  "Brown",
  "Miller",
  "Güneş",
  "İnce",
];
const FILE_NAMES = [
  "nüfus-kayıt-örneği.pdf",
  "diploma.pdf",
  "transcript.docx",
  "birth-certificate.jpg",
  "evlilik cüzdanı.png",
];
const array = (values) => `ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]`;

/**
 * Statements, in order. `customers` customer accounts, `orders` orders spread over 3 years (older ones mostly
 * completed, 5% cancelled and refunded, 2% of completed ones partly refunded), 40 translators; `benchUserId` (a
 * signed-up customer) gets `benchUserOrders` of the orders.
 */
export function scaleSeedStatements({ customers, orders, benchUserId, benchUserOrders, adminId }) {
  const everyNth = Math.max(1, Math.floor(orders / benchUserOrders));
  return [
    "SET session_replication_role = replica",
    "SELECT setseed(0.42)",
    `CREATE TEMPORARY TABLE seed_base AS SELECT coalesce(max(id), 0) AS first_user FROM users`,
    // Customers: "Ayşe Öztürk", c123.ozturk@gmail.com, joined over the last 3 years (ids follow the dates, as in life).
    `INSERT INTO users (username, email, password, first_name, last_name, role, language, email_verified_at, created_at, updated_at)
     SELECT 'cust' || g,
            'c' || g || '.' || search_fold((${array(LAST_NAMES)})[1 + (g / 20) % ${LAST_NAMES.length}]) || '@' || (ARRAY['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com'])[1 + g % 5],
            'bench-no-login',
            (${array(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
            (${array(LAST_NAMES)})[1 + (g / 20) % ${LAST_NAMES.length}],
            'user', (ARRAY['en', 'tr']::language[])[1 + g % 2],
            at, at, at
     FROM (SELECT g, now() - interval '1095 days' * ((${customers} - g + random()) / ${customers}) AS at FROM generate_series(1, ${customers}) AS g) AS s`,
    `INSERT INTO translators (full_name, email, phone, country, native_language, language_pair, category, experience_years, status, email_verified, created_at, updated_at)
     SELECT (${array(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${array(LAST_NAMES)})[1 + (g * 7) % ${LAST_NAMES.length}],
            'translator' || g || '@example.com', '+1 212 555 ' || lpad(g::text, 4, '0'), 'United States', 'Turkish',
            (ARRAY['tr-en', 'en-tr']::translation_direction[])[1 + g % 2], 'Legal', 3 + g % 20, 'Approved', true, now() - interval '1100 days', now() - interval '1100 days'
     FROM generate_series(1, 40) AS g`,
    // Orders over 3 years, ids following the dates as in life: a few customers order often (power law), status by age, 15% rush.
    `INSERT INTO orders (user_id, status, service_type, translation_direction, word_count, is_rush, is_physical_delivery, total_cents, price_lines, estimated_delivery_date, created_at, updated_at)
     SELECT CASE WHEN g % ${everyNth} = 0 AND g / ${everyNth} <= ${benchUserOrders} THEN ${benchUserId} ELSE (SELECT first_user FROM seed_base) + 1 + floor(${customers} * power(random(), 1.6))::int END,
            (CASE
               WHEN at > now() - interval '3 days' THEN CASE WHEN r < 0.4 THEN 'pending' ELSE 'processing' END
               WHEN at > now() - interval '14 days' THEN CASE WHEN r < 0.1 THEN 'pending' WHEN r < 0.5 THEN 'processing' WHEN r < 0.95 THEN 'completed' ELSE 'cancelled' END
               ELSE CASE WHEN r < 0.08 THEN 'pending' WHEN r < 0.95 THEN 'completed' ELSE 'cancelled' END
             END)::order_status,
            (ARRAY['standard', 'certified', 'premium']::service_type[])[1 + g % 3],
            (ARRAY['tr-en', 'en-tr']::translation_direction[])[1 + (g / 3) % 2],
            words, rush, g % 17 = 0,
            (words * (ARRAY[8, 12, 18])[1 + g % 3] * CASE WHEN rush THEN 1.5 ELSE 1 END)::int + CASE WHEN g % 17 = 0 THEN 1500 ELSE 0 END,
            jsonb_build_array(jsonb_build_object('kind', 'translation', 'label', 'Translation', 'amountCents', (words * (ARRAY[8, 12, 18])[1 + g % 3])::int)),
            at + interval '1 day' * CASE WHEN rush THEN 1 ELSE 3 END, at, at
     FROM (SELECT g, now() - interval '1095 days' * ((${orders} - g + random()) / ${orders}) AS at, random() AS r, 150 + floor(random() * 2500)::int AS words, random() < 0.15 AS rush
           FROM generate_series(1, ${orders}) AS g) AS s`,
    `INSERT INTO documents (order_id, original_filename, s3_key, file_type, file_size, word_count, status, created_at, updated_at)
     SELECT id, (${array(FILE_NAMES)})[1 + id % ${FILE_NAMES.length}], 'bench/' || id || '.pdf', 'application/pdf', 80000 + id % 900000, word_count,
            (CASE status WHEN 'completed' THEN 'certified' WHEN 'processing' THEN 'processing' ELSE 'uploaded' END)::document_status, created_at, created_at
     FROM orders`,
    `INSERT INTO order_items (order_id, position, document_type, estimated_word_count, document_id, created_at, updated_at)
     SELECT order_id, 0, (ARRAY['birth_certificate', 'diploma', 'court_document', 'marriage_certificate'])[1 + order_id % 4], word_count, id, created_at, created_at
     FROM documents`,
    // History: created, paid 37 minutes later, completed after 6–41 hours (rush) or 24–203 hours, or cancelled 3 days later.
    `INSERT INTO order_status_history (order_id, from_status, to_status, created_at) SELECT id, NULL, 'pending', created_at FROM orders`,
    `INSERT INTO order_status_history (order_id, from_status, to_status, note, created_at) SELECT id, 'pending', 'processing', 'Payment received', created_at + interval '37 minutes' FROM orders WHERE status <> 'pending'`,
    `INSERT INTO order_status_history (order_id, from_status, to_status, created_at)
     SELECT id, 'processing', 'completed', least(now(), created_at + interval '37 minutes' + interval '1 hour' * CASE WHEN is_rush THEN 6 + id % 36 ELSE 24 + id % 180 END) FROM orders WHERE status = 'completed'`,
    `INSERT INTO order_status_history (order_id, from_status, to_status, note, created_at) SELECT id, 'processing', 'cancelled', 'Cancellation approved', created_at + interval '3 days' FROM orders WHERE status = 'cancelled'`,
    `INSERT INTO payments (order_id, amount_cents, status, stripe_payment_id, payment_method, provider, metadata, created_at, updated_at)
     SELECT id, total_cents, (CASE WHEN status = 'cancelled' THEN 'refunded' ELSE 'paid' END)::payment_status, 'pi_bench_' || id, 'card', 'test',
            jsonb_build_object('paidAt', to_char((created_at + interval '37 minutes') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'cardBrand', 'visa', 'cardLast4', lpad((id % 10000)::text, 4, '0')),
            created_at + interval '30 minutes', created_at + interval '37 minutes'
     FROM orders WHERE status <> 'pending'`,
    `INSERT INTO refunds (payment_id, order_id, amount_cents, reason, provider_refund_id, status, created_by, created_at)
     SELECT p.id, p.order_id, CASE WHEN o.status = 'cancelled' THEN p.amount_cents ELSE greatest(1, p.amount_cents / 5) END,
            CASE WHEN o.status = 'cancelled' THEN 'Müşteri siparişi iptal etti' ELSE '=Goodwill, "late" delivery' END,
            're_bench_' || p.id, 'succeeded', ${adminId}, o.created_at + interval '3 days'
     FROM payments p JOIN orders o ON o.id = p.order_id
     WHERE p.stripe_payment_id LIKE 'pi_bench_%' AND (o.status = 'cancelled' OR (o.status = 'completed' AND o.id % 50 = 0))`,
    // Translator jobs: open for orders in progress, completed for completed ones.
    `INSERT INTO translator_jobs (translator_id, order_id, status, completed_at, assigned_by, created_at, updated_at)
     SELECT (SELECT min(translator_id) FROM translators) + id % 40, id, (CASE WHEN status = 'completed' THEN 'Completed' WHEN id % 3 = 0 THEN 'In Progress' ELSE 'Assigned' END)::translator_job_status,
            CASE WHEN status = 'completed' THEN created_at + interval '1 day' END, ${adminId}, created_at + interval '1 hour', created_at + interval '1 hour'
     FROM orders WHERE status IN ('processing', 'completed')`,
    // A live agency's files of orders closed more than the 90-day retention ago are already deleted (the daily job did it
    // as each came due): without this the server would spend the whole bench e-mailing notices for ~900,000 orders.
    `DO $$ BEGIN IF to_regclass('public.order_file_retention') IS NOT NULL THEN
       INSERT INTO order_file_retention (order_id, notice_sent_at, purge_reason, purge_started_at, purge_completed_at, purged_files)
       SELECT id, updated_at + interval '83 days', 'retention', updated_at + interval '90 days', updated_at + interval '90 days', '[]'::jsonb
       FROM orders WHERE status IN ('completed', 'cancelled') AND updated_at < now() - interval '90 days';
       INSERT INTO order_file_retention (order_id, notice_sent_at)
       SELECT id, updated_at + interval '83 days' FROM orders
       WHERE status IN ('completed', 'cancelled') AND updated_at >= now() - interval '90 days' AND updated_at < now() - interval '83 days';
     END IF; END $$`,
    "SET session_replication_role = DEFAULT",
    `DO $$ BEGIN IF to_regproc('public.stats_rebuild') IS NOT NULL THEN PERFORM public.stats_rebuild(); END IF; END $$`,
    "VACUUM ANALYZE",
  ];
}
